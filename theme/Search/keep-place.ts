/**
 * The full ranking replacing a first-stage answer the reader is already in:
 * the pages down to the one holding the reader's active hit stay as they are,
 * where they are; the full ranking's other pages follow them. Nothing above
 * or under the pointer or the keyboard selection moves, and the rest of the
 * list is the full ranking's.
 */
import type { ResultGroup } from '../../search/engine/types';

export function keepReaderPlace(
  shown: ResultGroup[],
  next: ResultGroup[],
  activeRoute: string | undefined,
): ResultGroup[] {
  const [shownFirst] = shown;
  const at = shownFirst?.pages.findIndex((page) => page.routePath === activeRoute) ?? -1;
  if (!shownFirst || at === -1) return next;
  const kept = shownFirst.pages.slice(0, at + 1);
  const keptRoutes = new Set(kept.map((page) => page.routePath));
  const sameGroup = next.find((group) => group.group === shownFirst.group);
  const rest = (sameGroup?.pages ?? []).filter((page) => !keptRoutes.has(page.routePath));
  return [
    { group: shownFirst.group, pages: [...kept, ...rest] },
    ...next.filter((group) => group !== sameGroup),
  ];
}
