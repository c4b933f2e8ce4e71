import { useNav, useSite } from '@rspress/core/runtime';
import {
  NavHamburger,
  type NavProps,
  NavTitle,
  Search,
  SocialLinks,
  SwitchAppearance,
} from '@rspress/core/theme';
import { NavMenu, useLangsMenu } from '../chrome/rspress-internals';
// Rspress's stylesheet for the top bar; its own Nav, which would bring it, is replaced.
import '@rspress/core/dist/theme/components/Nav/index.css';
import './index.css';
// Emitted as a file of its own, loaded only without JavaScript (see NoScriptFallback).
import noScriptStylesheet from './no-script.css?url';

/**
 * Rspress 2.0.22's top bar, the same markup and parts, without the two things
 * it puts straight inside `<div class="rp-nav__others">`: its language menu,
 * an `<li>` outside any list (invalid HTML, on every page), and the divider
 * before it. The language menu is theme/NavLangs, the last item of the
 * right-hand `<ul>`. Rspress's version menu, another such `<li>`, is left
 * out too: the site documents one version.
 *
 * Without JavaScript the language menu cannot open: a `<noscript>` holds
 * plain links to the page in the other languages instead, at every width,
 * and the stylesheet that lays the page out for that case (NoScriptFallback).
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  // Rspress's rule: no switch when the mode is forced (`false` forces light).
  const { darkMode } = site.themeConfig;
  const hasAppearanceSwitch =
    darkMode !== false && !(typeof darkMode === 'string' && darkMode.startsWith('force-'));
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={beforeLeftNavItems}
          afterNavItems={afterLeftNavItems}
        />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={beforeRightNavItems}
          afterNavItems={afterRightNavItems}
        />
        <NoScriptFallback />
        <div className="rp-nav__others">
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}

/**
 * What a reader without JavaScript gets instead of the script's menus: the
 * links to the page in the other languages, and no-script.css, which shows
 * the sidebar and the outline at every width and hides the controls that
 * only the script makes work. A `<noscript>` in the body, as Rspress's head
 * entries drop a `<noscript>`'s content; with scripting on, the browser
 * reads it as text and loads nothing. A stylesheet link may stand in the
 * body (it is "body-ok").
 */
function NoScriptFallback() {
  const { items } = useLangsMenu();
  return (
    <noscript>
      <link rel="stylesheet" href={noScriptStylesheet} />
      {items
        .filter((item) => item.link)
        .map((item) => (
          // A plain link: without the script there is nothing for Rspress's Link to do.
          <a
            key={item.lang}
            href={item.link}
            lang={item.lang}
            hrefLang={item.lang}
            rel="alternate"
            className="rs-nav-language-link"
          >
            {item.text}
          </a>
        ))}
    </noscript>
  );
}
