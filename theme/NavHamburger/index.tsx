import { useI18n } from '@rspress/core/runtime';
import type { NavProps } from '@rspress/core/theme-original';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import type { siteTexts } from '../../site/i18n';
import { useModalOverlay } from '../chrome/modalOverlay';
import { NavScreen, useNavScreen } from '../chrome/rspress-internals';
import { MaskIcon } from '../MaskIcon';
import { TabletMenu } from './TabletMenu';
// Rspress's stylesheet for these buttons; its own NavHamburger, which would
// bring it, is replaced.
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import './index.css';

type NavItemsSlots = Pick<
  NavProps,
  'beforeLeftNavItems' | 'afterLeftNavItems' | 'beforeRightNavItems' | 'afterRightNavItems'
>;

/**
 * Rspress's NavHamburger, put together from Rspress's own parts (same markup,
 * same state hook), with additions Rspress has no option for:
 * - the phone nav screen is modal (theme/chrome/modalOverlay): focus moves
 *   in, the page behind is inert, Escape closes it and focus returns to its
 *   button;
 * - both buttons are named in the page's language (Rspress: "mobile
 *   hamburger" in every language);
 * - the tablet menu is theme/NavHamburger/TabletMenu, its panel beside its
 *   button instead of inside it.
 */
export function NavHamburger(props: NavItemsSlots) {
  const t = useI18n<typeof siteTexts>();
  const { isScreenOpen, toggleScreen, closeScreen } = useNavScreen();
  const screenButton = useRef<HTMLButtonElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  useModalOverlay({
    open: isScreenOpen,
    overlay: screen,
    opener: screenButton,
    close: closeScreen,
  });

  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  const modalContainer =
    typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {isScreenOpen &&
        modalContainer &&
        createPortal(
          // The wrapper gives the modal behaviour the screen's element (NavScreen takes no ref).
          <div ref={screen} id="rs-nav-screen">
            <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />
          </div>,
          modalContainer,
        )}
      <button
        ref={screenButton}
        type="button"
        aria-label={t('navScreenButton')}
        aria-expanded={isScreenOpen}
        aria-controls={isScreenOpen ? 'rs-nav-screen' : undefined}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
        onClick={toggleScreen}
      >
        <MaskIcon name="menu" className="rs-nav-hamburger__icon rs-nav-hamburger__icon--phone" />
      </button>
      <TabletMenu />
    </>
  );
}
