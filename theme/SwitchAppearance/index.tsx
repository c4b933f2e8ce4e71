import { useI18n } from '@rspress/core/runtime';
import { SwitchAppearance as OriginalSwitchAppearance } from '@rspress/core/theme-original';
import { type ComponentProps, type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import type { siteTexts } from '../../site/i18n';
import './index.css';

/**
 * Rspress's light/dark toggle is a <div> with a click handler: no Tab stop, no
 * role, no name. This button around it gives keyboard users a named control;
 * Enter or Space clicks the toggle inside, so Rspress's own theme switch (and
 * its reveal animation) does the work.
 *
 * Rspress also places the toggle in the tablet menu, whose trigger is itself a
 * <button>; a button cannot hold another, so there the toggle stays as
 * Rspress renders it. Where it sits is only known once it is in the page, so
 * the first render (and the server's) is the plain toggle.
 */
export function SwitchAppearance(props: ComponentProps<typeof OriginalSwitchAppearance>) {
  const t = useI18n<typeof siteTexts>();
  const slot = useRef<HTMLSpanElement>(null);
  const [insideButton, setInsideButton] = useState(true);
  useLayoutEffect(() => {
    setInsideButton(Boolean(slot.current?.parentElement?.closest('button')));
  }, []);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A pointer click on the icon has already reached the toggle.
    if (event.target !== event.currentTarget) return;
    event.currentTarget.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
  };
  if (insideButton) {
    return (
      <span ref={slot} className="rs-switch-appearance">
        <OriginalSwitchAppearance {...props} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className="rs-switch-appearance"
      aria-label={t('switchAppearance')}
      onClick={onClick}
    >
      <OriginalSwitchAppearance {...props} />
    </button>
  );
}
