import { useHoverGroup } from '@rspress/core/theme-original';
import { useContext } from 'react';
import {
  NavListContext,
  NavMenuItemInner,
  SvgDown,
  useLangsMenu,
} from '../chrome/rspress-internals';

/**
 * The top bar's language menu as an item of the right-hand navigation list,
 * placed through Rspress's `afterRightNavItems` slot (theme/Layout).
 *
 * Rspress 2.0.22 renders its language menu as an <li> straight inside a <div>
 * of the top bar, which is not a list (axe `listitem`, on every page). This
 * is the same menu (Rspress's item markup, data and hover group) inside the
 * <ul>; theme/styles/overrides/nav-langs.css hides Rspress's copy and places
 * this one where it was. In the phone nav screen (the same slot, another
 * presentation) Rspress shows its own language switch, so nothing renders.
 */
export function NavLangs() {
  const presentation = useContext(NavListContext);
  const { items, activeValue } = useLangsMenu();
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    items,
    activeMatcher: (item) => item.text === activeValue,
  });
  if (presentation !== 'items' || items.length < 2) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: as Rspress's menu items: the hover group holds the links, reachable by Tab
    <li
      className="rp-nav-menu__item rs-nav-langs"
      onMouseEnter={handleMouseEnter}
      onMouseLeave={handleMouseLeave}
      onClick={handleMouseEnter}
    >
      <NavMenuItemInner menuItem={{ text: activeValue }}>
        <SvgDown className="rp-nav-menu__item__icon" />
      </NavMenuItemInner>
      {hoverGroup}
    </li>
  );
}
