/**
 * Parts of Rspress 2.0.22's theme that `@rspress/core/theme` does not export,
 * imported from its published `dist/` (the package exports `./dist/*`). The
 * theme composes Rspress's own parts through this one module instead of
 * copying them or reaching into the page's DOM. A Rspress upgrade that moves
 * one of them fails the build here, naming the path.
 *
 * Used by theme/NavHamburger (the nav screen and its parts), theme/NavLangs
 * (the language menu's data and arrow), theme/SwitchAppearance (the reveal's
 * shape), theme/Nav (the menus of links) and theme/LlmsCopyButton (the
 * page's Markdown).
 */
export { getLlmsCopyContent } from '@rspress/core/dist/theme/components/Llms/getLlmsCopyContent.js';
export { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
export {
  NavMenu,
  NavVersions,
  SvgDown,
} from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
export { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
export { NavListContext } from '@rspress/core/dist/theme/components/NavList/context.js';
export {
  NavScreen,
  NavScreenDivider,
} from '@rspress/core/dist/theme/components/NavScreen/index.js';
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
export { getClipPath } from '@rspress/core/dist/theme/components/SwitchAppearance/getClipPath.js';
