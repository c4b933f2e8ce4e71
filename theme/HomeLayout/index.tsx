import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { lazy, Suspense } from 'react';
// The home page's styles stay in the site's stylesheet, so the pre-rendered
// home page is styled before its script arrives.
import '../Hero/index.css';
import '../HomeFooter/index.css';
import '../ToolStack/index.css';
import './index.css';

// The hero, star field and tool stack are code only the home page runs: a
// chunk of their own, never part of a doc page's JavaScript. The build
// renders the page in full (it waits for this chunk), and the browser
// hydrates it once the chunk has loaded.
const loadHomeContent = () => import(/* webpackChunkName: "home" */ './HomeContent');
const HomeContent = lazy(loadHomeContent);

// On a pre-rendered home page, fetch the chunk while the rest of the app
// starts instead of when hydration reaches the home layout.
if (typeof document !== 'undefined' && document.querySelector('.rs-home')) {
  void loadHomeContent();
}

export function HomeLayout(props: HomeLayoutProps) {
  return (
    <Suspense fallback={null}>
      <HomeContent {...props} />
    </Suspense>
  );
}
