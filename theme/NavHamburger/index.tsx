import type { NavProps } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
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
 * same state hook), with two additions Rspress has no option for:
 * - Escape closes the phone nav screen and puts focus back on its button;
 * - the tablet menu is theme/NavHamburger/TabletMenu, its panel beside its
 *   button instead of inside it.
 */
export function NavHamburger(props: NavItemsSlots) {
  const { isScreenOpen, toggleScreen, closeScreen } = useNavScreen();
  const screenButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isScreenOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeScreen();
      screenButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isScreenOpen, closeScreen]);

  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  const modalContainer =
    typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {isScreenOpen &&
        modalContainer &&
        createPortal(
          <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />,
          modalContainer,
        )}
      <button
        ref={screenButton}
        type="button"
        aria-label="mobile hamburger"
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
        onClick={toggleScreen}
      >
        <MaskIcon name="menu" className="rs-nav-hamburger__icon rs-nav-hamburger__icon--phone" />
      </button>
      <TabletMenu />
    </>
  );
}
