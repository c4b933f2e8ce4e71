import { useI18n, useLocation } from '@rspress/core/runtime';
import {
  type FocusEvent,
  type KeyboardEvent,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { siteTexts } from '../../site/i18n';
import { NavListContext, SvgDown, useLangsMenu } from '../chrome/rspress-internals';
import { Link } from '../Link';
import { menuKeyTarget } from './menuKeys';
import './index.css';

const menuItemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The top bar's language menu, the last item of the right-hand navigation
 * list (Rspress's `afterRightNavItems` slot, theme/Layout), replaced whole
 * because Rspress 2.0.22 renders it as an <li> straight inside a <div> (not a
 * list) whose trigger a keyboard cannot reach: a <div> that shows its links
 * on hover only. Here it is a menu button as WAI-ARIA Authoring Practices
 * describe one (the links version): a <button> with `aria-expanded` that
 * Enter, Space and ArrowDown open with the focus on the first language
 * (ArrowUp: the last); the arrow keys, Home and End move between them; Escape
 * closes with the focus back on the button; Tab or a click elsewhere closes.
 * The pointer still opens it on hover (Rspress's stylesheet). Rspress's data
 * (useLangsMenu) and classes; theme/styles/overrides/nav-langs.css hides
 * Rspress's copy. In the phone nav screen (the same slot, another
 * presentation) Rspress shows its own language switch, so nothing renders.
 */
export function NavLangs() {
  const presentation = useContext(NavListContext);
  const { items, activeValue } = useLangsMenu();
  const t = useI18n<typeof siteTexts>();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Which item takes the focus once the menu shows ('first', 'last' or none).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const all = menuItemsOf(menuRef.current);
    (focusOnOpen === 'first' ? all[0] : all.at(-1))?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  // A click outside closes it, as does a change of page.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the page changes
  useEffect(() => setOpen(false), [pathname]);

  if (presentation !== 'items' || items.length < 2) return null;

  const openWithFocus = (target: 'first' | 'last') => {
    setOpen(true);
    setFocusOnOpen(target);
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key === ' ') {
      // A menu item activates on Space as well as Enter; a link only on Enter.
      event.preventDefault();
      (event.target as HTMLElement).click();
      return;
    }
    const all = menuItemsOf(menuRef.current);
    const target = menuKeyTarget(event.key, all.indexOf(event.target as HTMLElement), all.length);
    if (target === undefined) return;
    event.preventDefault();
    all[target]?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const buttonLabel = t('languageMenuButton', { lang: activeValue ?? '' });
  return (
    <li className="rp-nav-menu__item rs-nav-langs" ref={itemRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="rp-nav-menu__item__container rs-nav-langs__button"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {activeValue}
        <SvgDown className="rp-nav-menu__item__icon" aria-hidden="true" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list of links as a menu, WAI-ARIA Authoring Practices' own markup for a menu button of links
        role="menu"
        aria-label={t('languageMenuLabel')}
        className={`rp-hover-group rp-hover-group--center${open ? ' rs-nav-langs__menu--open' : ' rp-hover-group--hidden'}`}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => {
          const current = item.text === activeValue;
          return (
            <li
              key={item.lang}
              role="none"
              className={`rp-hover-group__item${current ? ' rp-hover-group__item--active' : ''}`}
            >
              {current ? (
                // The page's own language: announced as the current one, not a link.
                <span
                  role="menuitem"
                  tabIndex={-1}
                  aria-current="true"
                  lang={item.lang}
                  className="rp-hover-group__item__link"
                >
                  {item.text}
                </span>
              ) : (
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  href={item.link}
                  lang={item.lang}
                  hrefLang={item.lang}
                  rel={item.rel}
                  className="rp-hover-group__item__link"
                  onClick={() => setOpen(false)}
                >
                  {item.text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
