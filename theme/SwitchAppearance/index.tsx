import { ThemeContext, useI18n, useSite } from '@rspress/core/runtime';
import { type MouseEvent, useContext } from 'react';
import { flushSync } from 'react-dom';
import type { siteTexts } from '../../site/i18n';
import { getClipPath } from '../chrome/rspress-internals';
import { MaskIcon } from '../MaskIcon';
import './index.css';

/** The circular reveal of the new theme lasts 400 ms. */
const REVEAL_MS = 400;

/** Rspress's class that keeps its page transition out of the theme's view transition. */
const APPEARANCE_TRANSITION_CLASS = 'rp-appearance-transition';

function canAnimate(): boolean {
  return (
    typeof document.startViewTransition === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The light/dark toggle as a named button. Rspress's own toggle is a <div>
 * with a click handler (no Tab stop, no role, no name); this does what its
 * handler does (Rspress's theme state, the same reveal from the pointer)
 * behind a real button. A keyboard press has no pointer position, so the
 * reveal starts from the button's centre.
 */
export function SwitchAppearance(props: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const { site } = useSite();
  const t = useI18n<typeof siteTexts>();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const next = theme === 'dark' ? 'light' : 'dark';
    const apply = () => {
      setTheme?.(next);
      props.onClick?.();
    };
    if (!site.themeConfig.enableAppearanceAnimation || !canAnimate()) {
      apply();
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.detail === 0;
    const x = fromKeyboard ? box.left + box.width / 2 : event.clientX;
    const y = fromKeyboard ? box.top + box.height / 2 : event.clientY;
    const root = document.documentElement;
    root.classList.add(APPEARANCE_TRANSITION_CLASS);
    const done = () => root.classList.remove(APPEARANCE_TRANSITION_CLASS);
    const transition = document.startViewTransition(() => flushSync(apply));
    const clipPath = getClipPath({ width: innerWidth, height: innerHeight, x, y });
    const toDark = next === 'dark';
    transition.ready.then(() => {
      root.animate(
        { clipPath: toDark ? [...clipPath].reverse() : clipPath },
        {
          duration: REVEAL_MS,
          easing: 'ease-in',
          fill: 'both',
          pseudoElement: toDark ? '::view-transition-old(root)' : '::view-transition-new(root)',
        },
      );
    });
    transition.finished.then(done, done);
  };

  return (
    <button
      type="button"
      className="rs-switch-appearance"
      aria-label={t('switchAppearance')}
      onClick={onClick}
    >
      <MaskIcon name="sun" className="rs-switch-appearance__icon rs-switch-appearance__icon--sun" />
      <MaskIcon
        name="moon"
        className="rs-switch-appearance__icon rs-switch-appearance__icon--moon"
      />
    </button>
  );
}
