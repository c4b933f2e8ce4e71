import { useFrontmatter, useI18n, useLocation } from '@rspress/core/runtime';
import { useActiveAnchor, useDynamicToc } from '@rspress/core/theme-original';
import { forwardRef, type ReactNode, type RefObject, useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { rspressTexts } from '../../site/i18n';
import { IconArrowRight } from '../IconArrowRight';
import { renderInlineMarkdown } from '../InlineMarkdown';
import { MaskIcon } from '../MaskIcon';
import { ReadPercent } from '../ReadPercent';
// Rspress's stylesheet for these classes; its own SidebarMenu, which would bring it, is replaced.
import '@rspress/core/dist/theme/components/SidebarMenu/index.css';
import './SidebarMenu.css';

interface SidebarMenuProps {
  sidebarButtonRef: RefObject<HTMLButtonElement | null>;
  outlineButtonRef: RefObject<HTMLButtonElement | null>;
  isSidebarOpen: boolean;
  onIsSidebarOpenChange: (open: boolean) => void;
  isOutlineOpen: boolean;
  onIsOutlineOpenChange: (open: boolean) => void;
  beforeOutline: ReactNode;
  afterOutline: ReactNode;
}

/**
 * Rspress's bar under the top bar on narrow windows ("Menu" for the sidebar
 * drawer, the current heading for the outline), the same markup, with both
 * buttons toggles that say whether their overlay is open (`aria-expanded`,
 * `aria-controls`): as the openers of modal overlays (useSidebarMenu) they
 * stay reachable while it is open, and close it. Its two icons are CSS masks
 * (theme/MaskIcon), not SVG repeated in every page's HTML.
 */
export const SidebarMenu = forwardRef<HTMLDivElement, SidebarMenuProps>(function SidebarMenu(
  {
    sidebarButtonRef,
    outlineButtonRef,
    isSidebarOpen,
    onIsSidebarOpenChange,
    isOutlineOpen,
    onIsOutlineOpenChange,
    beforeOutline,
    afterOutline,
  },
  ref,
) {
  const t = useI18n<typeof rspressTexts>();
  const { pathname, hash } = useLocation();
  const headers = useDynamicToc();
  const { scrolledHeader } = useActiveAnchor(headers);
  const outlineDisabled = !beforeOutline && !afterOutline && headers.length === 0;
  const {
    frontmatter: { sidebar: sidebarConfig = true, outline: showOutline = true },
  } = useFrontmatter();
  const showSidebar = sidebarConfig === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on a change of page
  useEffect(() => onIsSidebarOpenChange(false), [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on a jump to a heading
  useEffect(() => {
    if (hash) onIsOutlineOpenChange(false);
  }, [hash]);

  const modalContainer =
    typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      <div className="rp-sidebar-menu" ref={ref}>
        {showSidebar ? (
          <button
            ref={sidebarButtonRef}
            type="button"
            aria-expanded={isSidebarOpen}
            aria-controls="rs-doc-sidebar"
            onClick={() => onIsSidebarOpenChange(!isSidebarOpen)}
            className="rp-sidebar-menu__left"
          >
            <MaskIcon name="sidebar-menu" />
            <span>{t('menuTitle')}</span>
          </button>
        ) : (
          <div className="rp-sidebar-menu__left" />
        )}
        {showOutline ? (
          <button
            ref={outlineButtonRef}
            type="button"
            disabled={outlineDisabled}
            aria-expanded={isOutlineOpen}
            aria-controls="rs-doc-outline"
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              onIsOutlineOpenChange(!isOutlineOpen);
            }}
            className="rp-sidebar-menu__right"
          >
            {scrolledHeader?.text ? (
              <span
                className="rp-sidebar-menu__right__text rp-doc"
                {...renderInlineMarkdown(scrolledHeader.text)}
              />
            ) : (
              <span className="rp-sidebar-menu__right__text">{t('outlineTitle')}</span>
            )}
            <ReadPercent size={14} strokeWidth={2} />
            {!outlineDisabled && (
              <IconArrowRight
                className={`rp-sidebar-menu__right__icon${isOutlineOpen ? ' rp-sidebar-menu__right__icon--open' : ''}`}
              />
            )}
          </button>
        ) : (
          <div className="rp-sidebar-menu__right" />
        )}
      </div>
      {(isSidebarOpen || isOutlineOpen) &&
        modalContainer &&
        createPortal(
          // biome-ignore lint/a11y/noStaticElementInteractions: the pointer's click-away area; the keyboard closes with Escape
          // biome-ignore lint/a11y/useKeyWithClickEvents: as above
          <div onClick={() => onIsSidebarOpenChange(false)} className="rp-sidebar-menu__mask" />,
          modalContainer,
        )}
    </>
  );
});
