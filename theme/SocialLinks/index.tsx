import type { SocialLink } from '@rspress/core';
import { useI18n, useLocation, useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState } from 'react';
import { MaskIcon } from '../MaskIcon';
import { MASKED_SOCIAL_ICONS } from './icons';
import { splitSocialLinks } from './split';
import './index.css';

/** A preset icon is a mask (the config checks each has one: icons.ts); any other is the config's own SVG. */
function SocialIcon({ link }: { link: SocialLink }) {
  const label = typeof link.icon === 'string' ? link.icon : 'link';
  const icon =
    typeof link.icon === 'string' ? (
      MASKED_SOCIAL_ICONS.has(link.icon) && (
        <MaskIcon name={link.icon} className="rs-social-links__icon" />
      )
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our config's own markup
      <span className="rs-social-links__icon" dangerouslySetInnerHTML={{ __html: link.icon.svg }} />
    );
  if (link.mode === 'link' || link.mode === undefined || link.mode === 'github-stars') {
    return (
      <a
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        className="rs-social-links__item"
        aria-label={label}
      >
        {icon}
      </a>
    );
  }
  // text, img and dom modes show their content as a tooltip-like title.
  return (
    <span className="rs-social-links__item" title={`${label}: ${link.content}`}>
      {icon}
    </span>
  );
}

/**
 * The top bar's social links: the first 3 are shown, the rest sit in a
 * more-menu labelled "Others" (Rspress hard-codes 5 and reads the links from
 * the site config, so it cannot be wrapped; the markup keeps its classes).
 */
export function SocialLinks() {
  const { site } = useSite();
  const t = useI18n<{ others: string }>();
  const { pathname } = useLocation();
  const { shown, hidden } = splitSocialLinks(site.themeConfig.socialLinks ?? []);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every page switch
  useEffect(() => setOpen(false), [pathname]);

  if (shown.length === 0) return null;
  return (
    <div className="rs-social-links" ref={container}>
      {shown.map((link) => (
        <SocialIcon key={link.content} link={link} />
      ))}
      {hidden.length > 0 && (
        <>
          <button
            type="button"
            className="rs-social-links__more-button"
            aria-label={t('others')}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <SvgWrapper icon={IconArrowDown} fontSize={20} />
          </button>
          {open && (
            <div id={menuId} className="rs-social-links__more" data-rs-scroll-lock="">
              <div className="rs-social-links__more-title">{t('others')}</div>
              <div className="rs-social-links__more-items">
                {hidden.map((link) => (
                  <SocialIcon key={link.content} link={link} />
                ))}
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
