/**
 * The site's theme: Rspress's own theme, with our components placed in its
 * layout slots and a few exports overridden. Components live one per folder.
 */
export * from '@rspress/core/theme-original';
export { Search } from '../search/ui';
export { Root } from './chrome/Root';
export { HomeLayout } from './HomeLayout';
export { renderInlineMarkdown } from './InlineMarkdown';
export { Layout } from './Layout';
export { EditLink } from './Layout/EditLink';
export { Link } from './Link';
export { NotFoundLayout } from './NotFoundLayout';
export { OverviewGroup } from './OverviewGroup';
export { SocialLinks } from './SocialLinks';
export { SwitchAppearance } from './SwitchAppearance';
export { getCustomMDXComponent, Table } from './Table';
