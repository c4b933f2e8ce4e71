/**
 * The site's theme: Rspress's own theme, with our components placed in its
 * layout slots (theme/Layout) and a few exports overridden. Components live
 * one per folder; Rspress parts it does not export come through
 * theme/chrome/rspress-internals.ts; CSS that changes Rspress's own styles is
 * in theme/styles/overrides/, one file per concern.
 */
export * from '@rspress/core/theme-original';
export { IconCopy, IconSuccess, IconWrap, IconWrapped } from './CodeBlockIcons';
export { CodeButtonGroup, useCodeButtonGroup } from './CodeButtonGroup';
export {
  DocContent,
  DocFooter,
  Outline,
  Overview,
  Sidebar,
  useWatchToc,
} from './chrome/docLayoutParts';
export { LlmsCopyRow, LlmsOpenRow, LlmsViewOptions } from './chrome/llmsUnusedParts';
export { Root } from './chrome/Root';
export { DocLayout } from './DocLayout';
export { HomeLayout } from './HomeLayout';
export { IconArrowRight } from './IconArrowRight';
export { renderInlineMarkdown } from './InlineMarkdown';
export { Layout } from './Layout';
export { EditLink } from './Layout/EditLink';
export { Link } from './Link';
export { LlmsCopyButton } from './LlmsCopyButton';
export { Nav } from './Nav';
export { NavHamburger } from './NavHamburger';
export { NavTitle } from './NavTitle';
export { NotFoundLayout } from './NotFoundLayout';
export { OverviewGroup } from './OverviewGroup';
export { PackageManagerTabs } from './PackageManagerTabs';
export { ReadPercent, useReadPercent } from './ReadPercent';
export { Search } from './Search';
export { SocialLinks } from './SocialLinks';
export { SwitchAppearance } from './SwitchAppearance';
export { getCustomMDXComponent, Table } from './Table';
export { Tab, Tabs } from './Tabs';
export { Toc } from './Toc';
