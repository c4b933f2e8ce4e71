import type { SidebarData } from '@rspress/core';

type SidebarEntry = SidebarData[number];
type IsActive = (link: string) => boolean;

/**
 * Rspress's rule for the sidebar's groups: a group holding the current
 * page's link (or linking to it itself) is opened. Changes `entries` in place,
 * as Rspress does; returns its entries, flattened.
 */
export function openActiveGroups(entries: SidebarData, isActive: IsActive): SidebarData {
  const open = (entry: SidebarEntry): boolean => {
    let active = 'link' in entry && Boolean(entry.link) && isActive(entry.link as string);
    if ('items' in entry) {
      let holdsActive = false;
      for (const child of entry.items) holdsActive = open(child) || holdsActive;
      active ||= holdsActive;
      if (active) entry.collapsed = false;
    }
    return active;
  };
  const flat = entries.filter(Boolean).flat() as SidebarData;
  for (const entry of flat) open(entry);
  return flat;
}
