import { PageContext, useI18n, useLocation, useSite } from '@rspress/core/runtime';
import { Root as OriginalRoot, type RootProps } from '@rspress/core/theme-original';
import nprogress from 'nprogress';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  type HideNavbarSetting,
  type NavbarState,
  nextNavbarState,
  SCROLL_THROTTLE_MS,
} from './navbar';
import { CONTENT_RELOAD_EVENT, PROGRESS_BAR_SETTINGS } from './pageTransition';
import { applyPageOverrides } from './query';
import { isOverlayOpen, SCROLL_LOCK_CLASS } from './scrollLock';
import { throttle } from './throttle';

nprogress.configure(PROGRESS_BAR_SETTINGS);

const NAV_FILLED_CLASS = 'notTopArrived';
const NAV_HIDDEN_CLASS = 'rp-nav-hidden';

/** Navbar fill (from 100 px) and hide-on-scroll-down, on every page. */
function useNavbarOnScroll(setting: HideNavbarSetting | undefined) {
  useEffect(() => {
    // A page opened further down (a #hash, a restored position) counts as
    // scrolled down from the top.
    let previousY = 0;
    let previousHash = '';
    let state: NavbarState = { filled: false, hidden: false };
    const apply = () => {
      const y = window.scrollY;
      const { hash } = window.location;
      const jumpedToAnchor = hash !== previousHash && hash.length > 1;
      state = nextNavbarState(setting, previousY, y, state, jumpedToAnchor);
      previousY = y;
      previousHash = hash;
      document.body.classList.toggle(NAV_FILLED_CLASS, state.filled);
      document.body.classList.toggle(NAV_HIDDEN_CLASS, state.hidden);
    };
    const onScroll = throttle(apply, SCROLL_THROTTLE_MS);
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      document.body.classList.remove(NAV_HIDDEN_CLASS);
    };
  }, [setting]);
}

/** Locks page scrolling while any overlay is open (see scrollLock.ts). */
function useOverlayScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const locked = isOverlayOpen(document);
      if (locked === root.classList.contains(SCROLL_LOCK_CLASS)) return;
      root.classList.toggle(SCROLL_LOCK_CLASS, locked);
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'data-scroll-lock', 'aria-modal'],
    });
    update();
    return () => {
      observer.disconnect();
      root.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, []);
}

/**
 * Rspress's mobile nav screen has no keyboard way out: Escape closes it
 * through its own button and puts focus back on that button.
 */
function useEscapeClosesNavScreen() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !document.querySelector('.rp-nav-screen--open')) return;
      const button = document.querySelector<HTMLButtonElement>('.rp-nav-hamburger__sm');
      button?.click();
      button?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Dispatches `content-reload` after each page switch (not on the first load). */
function useContentReloadEvent(routePath: string | undefined) {
  const firstRoute = useRef(routePath);
  useEffect(() => {
    if (routePath === firstRoute.current) return;
    firstRoute.current = undefined;
    window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
  }, [routePath]);
}

/**
 * Rspress's Root wraps the layout and the global components. Ours adds the
 * site-wide chrome behaviours and hands the layout adjusted page data:
 * `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` as the matching
 * frontmatter, and the localised "Overview" title (see applyPageOverrides).
 */
export function Root({ children }: RootProps) {
  const pageContext = useContext(PageContext);
  const { site } = useSite();
  const { search } = useLocation();
  // Read after hydration: the pre-rendered HTML was made without a query.
  const [hydratedSearch, setHydratedSearch] = useState('');
  useEffect(() => setHydratedSearch(search), [search]);

  const t = useI18n<{ overview: string }>();
  const overviewTitle = t('overview');
  const value = useMemo(() => {
    if (!pageContext.data) return pageContext;
    const data = applyPageOverrides(pageContext.data, hydratedSearch, overviewTitle);
    return data === pageContext.data ? pageContext : { ...pageContext, data };
  }, [pageContext, hydratedSearch, overviewTitle]);

  useNavbarOnScroll(site.themeConfig.hideNavbar);
  useOverlayScrollLock();
  useEscapeClosesNavScreen();
  useContentReloadEvent(pageContext.data?.routePath);

  return (
    <OriginalRoot>
      <PageContext.Provider value={value}>{children}</PageContext.Provider>
    </OriginalRoot>
  );
}
