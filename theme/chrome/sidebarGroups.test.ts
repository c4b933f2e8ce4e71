import type { SidebarData } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { openActiveGroups } from './sidebarGroups';

const sidebar = (): SidebarData => [
  {
    text: 'Start',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Introduction', link: '/guide/start/' },
      { text: 'Quick start', link: '/guide/start/quick-start' },
    ],
  },
  {
    text: 'Config',
    collapsible: true,
    collapsed: true,
    items: [
      {
        text: 'lib',
        collapsible: true,
        collapsed: true,
        items: [{ text: 'format', link: '/config/lib/format' }],
      },
    ],
  },
];

const isActive = (current: string) => (link: string) => link === current;

describe('openActiveGroups', () => {
  it('opens the groups on the way to the current page and leaves the others as they are', () => {
    const [start, config] = openActiveGroups(
      sidebar(),
      isActive('/config/lib/format'),
    ) as unknown as [
      { collapsed: boolean },
      { collapsed: boolean; items: [{ collapsed: boolean }] },
    ];
    expect(start.collapsed).toBe(true);
    expect(config.collapsed).toBe(false);
    expect(config.items[0].collapsed).toBe(false);
  });

  it('opens nothing when no link is the current page', () => {
    const groups = openActiveGroups(sidebar(), isActive('/elsewhere')) as { collapsed: boolean }[];
    expect(groups.map((group) => group.collapsed)).toEqual([true, true]);
  });
});
