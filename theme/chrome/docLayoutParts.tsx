import type { Header } from '@rspress/core';
import { usePage, usePages } from '@rspress/core/runtime';
import {
  DocContent as OriginalDocContent,
  DocFooter as OriginalDocFooter,
  Outline as OriginalOutline,
  Overview as OriginalOverview,
  SidebarList,
  useWatchToc as useOriginalWatchToc,
} from '@rspress/core/theme-original';
import { type ComponentProps, memo, startTransition, useCallback } from 'react';
import { useSidebarData } from './sidebarData';

/*
 * Rspress 2.0.22's DocLayout stores its content element in state through a
 * callback ref (useWatchToc), so right after hydration it renders again,
 * synchronously, inside the commit. Its parts get the same props in that
 * render, yet without memo React renders every one of them again: sidebar,
 * page content and outline, in one blocking task
 * (decisions/0002-memoised-layout-parts.md). DocLayout imports these
 * parts from the theme, so memoised exports stop that render at DocLayout.
 * They still follow the page and location through Rspress's contexts.
 */
export const DocContent = memo(OriginalDocContent);
export const DocFooter = memo(OriginalDocFooter);
export const Outline = memo(OriginalOutline);

/**
 * Rspress's Overview reads the headings of the pages it lists from the page
 * list that every page's JavaScript carries. The build keeps them out of that
 * list and puts them in the overview page's own module instead
 * (site/plugins/page-data.ts); they are written back onto the list's records
 * (the same on every render) before the Overview reads them.
 */
function OverviewWithHeadings(props: ComponentProps<typeof OriginalOverview>) {
  const { page } = usePage();
  const { pages } = usePages();
  const headings = (page as { overviewHeadings?: Record<string, Header[]> }).overviewHeadings;
  if (headings) {
    for (const record of pages) {
      const headers = headings[record.routePath];
      if (headers) record.toc = headers;
    }
  }
  return <OriginalOverview {...props} />;
}
export const Overview = memo(OverviewWithHeadings);

/**
 * Rspress's sidebar list, its data brought up to date while rendering (see
 * useSidebarData) rather than set again after the first render.
 */
export const Sidebar = memo(function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarData();
  return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
});

/**
 * DocLayout's content ref, its state update made a transition. Set during the
 * hydration commit, the update is synchronous: React then runs every passive
 * effect of the hydration and renders DocLayout again in the commit's own
 * task. As a transition, the
 * effects run in a task of their own and the render is interruptible; the
 * outline keeps the page's headings from its data until then.
 */
export function useWatchToc() {
  const { rspressDocRef } = useOriginalWatchToc();
  const deferredRef = useCallback(
    (element: HTMLDivElement | null) => startTransition(() => rspressDocRef(element)),
    [rspressDocRef],
  );
  return { rspressDocRef: deferredRef };
}
