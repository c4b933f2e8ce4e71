/**
 * What colour contrast depends on, per piece of visible text: the text's own
 * colour, size, weight, opacity and shadow, and for each ancestor its
 * background, opacity, blend mode and filter. Two texts with the same key get the same contrast
 * result from axe (which works from the same computed styles), unless other
 * content overlaps them; pages whose every key was checked before can skip
 * axe's contrast rule, the slowest of its rules.
 *
 * Runs in the page (page.evaluate): self-contained, no closures.
 */
export function textColourKeys(skip: string | null): string[] {
  const ancestorKeys = new Map<Element, string>();
  const ancestorKey = (element: Element | null): string => {
    if (!element) return '';
    const known = ancestorKeys.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const own = `${style.backgroundColor}|${style.backgroundImage === 'none' ? '' : style.backgroundImage}|${style.opacity}|${style.mixBlendMode}|${style.filter}`;
    const key = `${own}>${ancestorKey(element.parentElement)}`;
    ancestorKeys.set(element, key);
    return key;
  };
  const keys = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const element = node.parentElement;
    if (!element || (skip && element.closest(skip))) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.display === 'none') continue;
    keys.add(
      `${element.tagName}|${style.color}|${style.fontSize}|${style.fontWeight}|${style.opacity}|${style.textShadow}|${style.webkitTextFillColor}>${ancestorKey(element.parentElement)}`,
    );
  }
  return [...keys];
}
