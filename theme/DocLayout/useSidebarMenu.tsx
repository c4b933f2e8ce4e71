import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useModalOverlay } from '../chrome/modalOverlay';
import { SidebarMenu } from './SidebarMenu';

/** Calls `handler` on a press anywhere outside the `refs` elements (Rspress's useClickOutside). */
function useClickOutside(refs: RefObject<HTMLElement | null>[], handler: () => void) {
  useEffect(() => {
    const listener = (event: Event) => {
      if (refs.some((ref) => ref.current?.contains(event.target as Node))) return;
      handler();
    };
    document.addEventListener('mousedown', listener);
    document.addEventListener('touchend', listener);
    return () => {
      document.removeEventListener('mousedown', listener);
      document.removeEventListener('touchend', listener);
    };
  }, [refs, handler]);
}

const modalContainer = () => document.getElementById('__rspress_modal_container');

/**
 * Rspress's state for the narrow-window sidebar drawer and outline dropdown
 * (its useSidebarMenu), each made a modal overlay by useModalOverlay, with the
 * button that opens it as its opener. The drawer locks the page's scroll in
 * markup (DocLayout) instead of with Rspress's body-scroll-lock.
 */
export function useSidebarMenu(beforeOutline: ReactNode, afterOutline: ReactNode) {
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const [isOutlineOpen, setIsOutlineOpen] = useState(false);
  const sidebarMenuRef = useRef<HTMLDivElement>(null);
  const sidebarLayoutRef = useRef<HTMLElement>(null);
  const asideLayoutRef = useRef<HTMLElement>(null);
  const sidebarButtonRef = useRef<HTMLButtonElement>(null);
  const outlineButtonRef = useRef<HTMLButtonElement>(null);

  const [sidebarOutside] = useState(() => [sidebarMenuRef, sidebarLayoutRef]);
  const [outlineOutside] = useState(() => [sidebarMenuRef, asideLayoutRef]);
  const [closeSidebar] = useState(() => () => setIsSidebarOpen(false));
  const [closeOutline] = useState(() => () => setIsOutlineOpen(false));
  useClickOutside(sidebarOutside, closeSidebar);
  useClickOutside(outlineOutside, closeOutline);

  useModalOverlay({
    open: isSidebarOpen,
    overlay: sidebarLayoutRef,
    opener: sidebarButtonRef,
    close: closeSidebar,
    alsoKeep: () => [modalContainer()],
    // The current page's link (Rspress marks it by class), where a reader continues from.
    initialFocus: (drawer) => drawer.querySelector<HTMLElement>('a.rp-sidebar-item--active'),
  });
  useModalOverlay({
    open: isOutlineOpen,
    overlay: asideLayoutRef,
    opener: outlineButtonRef,
    close: closeOutline,
    alsoKeep: () => [modalContainer()],
  });

  const sidebarMenu = useMemo(
    () => (
      <SidebarMenu
        ref={sidebarMenuRef}
        sidebarButtonRef={sidebarButtonRef}
        outlineButtonRef={outlineButtonRef}
        isSidebarOpen={isSidebarOpen}
        onIsSidebarOpenChange={setIsSidebarOpen}
        isOutlineOpen={isOutlineOpen}
        onIsOutlineOpenChange={setIsOutlineOpen}
        beforeOutline={beforeOutline}
        afterOutline={afterOutline}
      />
    ),
    [isOutlineOpen, isSidebarOpen, beforeOutline, afterOutline],
  );
  return { sidebarMenu, isOutlineOpen, isSidebarOpen, sidebarLayoutRef, asideLayoutRef };
}
