import { PageContext, useI18n, useLocation, useSite, warmPageData } from '@rspress/core/runtime';
import { LlmsHint, Root as OriginalRoot, type RootProps } from '@rspress/core/theme-original';
import nprogress from 'nprogress';
import {
  Children,
  isValidElement,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AiHint, renderingMarkdown } from './AiHint';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import {
  type HideNavbarSetting,
  type NavbarState,
  nextNavbarState,
  SCROLL_THROTTLE_MS,
} from './navbar';
import { CONTENT_RELOAD_EVENT, PROGRESS_BAR_SETTINGS } from './pageTransition';
import { applyPageOverrides } from './query';
import { throttle } from './throttle';

nprogress.configure(PROGRESS_BAR_SETTINGS);

/** The marker class for a filled bar; Rspress's home page sets the same one. */
const NAV_FILLED_CLASS = 'notTopArrived';
const NAV_HIDDEN_CLASS = 'rs-nav-hidden';

/**
 * Navbar fill (from 100 px) and hide-on-scroll-down, on every page, as body
 * classes that theme/styles/overrides/navbar.css styles Rspress's bar by.
 */
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
    // The first read waits until the browser has laid out the page (the task
    // after its next frame): read while the app hydrates, scrollY would force
    // that layout early (Lighthouse's forced-reflow insight named this line).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(apply);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      document.body.classList.remove(NAV_HIDDEN_CLASS);
    };
  }, [setting]);
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
 * Rspress 2.0.22's App looks up the page data of the first page in a cache
 * its client entry did not fill, loads it again and sets it: an equal but new
 * object, so React renders the whole page a second time, in one blocking task
 * (decisions/0002-memoised-layout-parts.md). Handed the hydrated data
 * first, that set is a no-op. Root's layout effects run before those of App,
 * its parent; later pages come through Rspress's links, which fill the cache.
 */
function useFirstPageDataCached(pathname: string, data: Parameters<typeof warmPageData>[1]) {
  const first = useRef({ pathname, data });
  useLayoutEffect(() => {
    const { pathname, data } = first.current;
    warmPageData(pathname, data);
  }, []);
}

/**
 * Rspress's hint for AI agents, which it renders before the layout, in
 * English: replaced by ours (AiHint) after the layout. The Markdown copies
 * keep Rspress's blockquote (localised by site/markdown-copies.ts). A
 * not-found page has no Markdown copy to name, and on a missing /zh/ URL the
 * client would name a different one than the pre-rendered zh/404.html (a
 * hydration mismatch), so it gets no hint. Children.map keys the children
 * the same way on every page.
 */
function withAiHint(children: ReactNode, pageType: string | undefined): ReactNode {
  const isHint = (child: ReactNode) => isValidElement(child) && child.type === LlmsHint;
  const mapped = Children.map(children, (child) =>
    isHint(child) && (pageType === '404' || !renderingMarkdown) ? null : child,
  );
  return renderingMarkdown || pageType === '404' ? mapped : [mapped, <AiHint key="ai-hint" />];
}

/**
 * Rspress's Root wraps the layout and the global components. Ours adds the
 * site-wide chrome behaviours and hands the layout adjusted page data:
 * `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` as the matching
 * frontmatter, and the localised "Overview" title (see applyPageOverrides);
 * a page whose chunk cannot be fetched is loaded in full (ChunkErrorBoundary).
 */
export function Root({ children }: RootProps) {
  const pageContext = useContext(PageContext);
  const { site } = useSite();
  const { pathname, search } = useLocation();
  useFirstPageDataCached(pathname, pageContext.data);
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
  useContentReloadEvent(pageContext.data?.routePath);

  return (
    <OriginalRoot>
      <PageContext.Provider value={value}>
        <ChunkErrorBoundary>{withAiHint(children, pageContext.data?.pageType)}</ChunkErrorBoundary>
      </PageContext.Provider>
    </OriginalRoot>
  );
}
