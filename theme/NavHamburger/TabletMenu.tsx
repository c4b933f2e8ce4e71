import { useI18n } from '@rspress/core/runtime';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { siteTexts } from '../../site/i18n';
import { NavScreenAppearance, NavScreenDivider, NavScreenLangs } from '../chrome/rspress-internals';
import { MaskIcon } from '../MaskIcon';
import { SocialLinks } from '../SocialLinks';
import './TabletMenu.css';

/**
 * The tablet width's menu (appearance, language, social links), replacing
 * Rspress 2.0.22's, which renders the panel inside its trigger `<button>`: a
 * `<ul>` holding `<div>`s, links and the appearance button, none of which a
 * button may contain. Here the panel follows the button as its sibling, with
 * Rspress's classes and look. A pointer opens it on hover (CSS, so also
 * without JavaScript); a click or Enter/Space toggles it (`aria-expanded`);
 * Escape closes it with the focus back on the button; focus leaving it or a
 * click outside closes it.
 */
export function TabletMenu() {
  const t = useI18n<typeof siteTexts>();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving are handled for the button and the panel's controls together
    <div ref={container} className="rs-tablet-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-label={t('navMoreButton')}
        aria-expanded={open}
        aria-controls={panelId}
        className={`rp-nav-hamburger rp-nav-hamburger__md${open ? ' rp-nav-hamburger--active' : ''}`}
        onClick={() => setOpen(!open)}
      >
        <MaskIcon name="menu" className="rs-nav-hamburger__icon" />
      </button>
      <div
        id={panelId}
        className={`rp-hover-group rp-hover-group--right${open ? '' : ' rp-hover-group--hidden'}`}
      >
        <div className="rp-nav-menu__others-mobile__container">
          <div className="rp-nav-hamburger__md__hover-group">
            <NavScreenAppearance />
            <NavScreenLangs />
            <NavScreenDivider />
            <SocialLinks />
          </div>
        </div>
      </div>
    </div>
  );
}
