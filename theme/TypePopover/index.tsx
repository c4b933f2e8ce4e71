import { useEffect } from 'react';
import { retryingImport } from '../chrome/retryingImport';
import './index.css';

const loadTypePopover = retryingImport(() => import('./typePopover'));

const typeTarget = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>('.rs-type') : null;

/**
 * Types on config examples: a global UI component that renders nothing and
 * shows an identifier's type on hover or focus (see typePopover.ts). The
 * popup's code and styles are fetched when the pointer or focus first reaches
 * an identifier, so that pages a reader only reads do not download them.
 */
export default function TypePopover() {
  useEffect(() => {
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    const onFirstReach = async (event: Event) => {
      const target = typeTarget(event);
      if (!target) return;
      removeEventListeners();
      const popover = await loadTypePopover();
      if (unmounted) return;
      // Offline: the next identifier reached fetches it again.
      if (!popover) return addEventListeners();
      stopListening = popover.listenForTypes();
      // The identifier that started the fetch, if the reader is still on it.
      if (target.matches(':hover') || document.activeElement === target) {
        popover.showType(target);
      }
    };
    const addEventListeners = () => {
      document.addEventListener('pointerover', onFirstReach);
      document.addEventListener('focusin', onFirstReach);
    };
    const removeEventListeners = () => {
      document.removeEventListener('pointerover', onFirstReach);
      document.removeEventListener('focusin', onFirstReach);
    };
    addEventListeners();
    return () => {
      unmounted = true;
      removeEventListeners();
      stopListening?.();
    };
  }, []);
  return null;
}
