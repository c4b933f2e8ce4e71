import { OverviewGroup as BaseOverviewGroup } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { isOptionHeading } from './optionHeading';

type Group = ComponentProps<typeof BaseOverviewGroup>['group'];

/**
 * A card group of the /config/ overview. Each card lists the option names
 * of its page (the headings `overviewHeaders` selects that name an option),
 * not its prose headings such as "Related" or "Examples".
 */
export function OverviewGroup({ group }: { group: Group }) {
  const items = group.items.map((item) => ({
    ...item,
    headers: item.headers?.filter((header) => isOptionHeading(header.text)),
  }));
  return <BaseOverviewGroup group={{ ...group, items }} />;
}
