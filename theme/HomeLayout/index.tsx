import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { Suspense, use } from 'react';
import { homeContentRegistry } from './registry';
// The home page's styles stay in the site's stylesheet, so the pre-rendered
// home page is styled before its script arrives.
import '../Hero/index.css';
import '../HomeFooter/index.css';
import '../ToolStack/index.css';
import './index.css';

// Only reached when the home page's module has not brought the content, for
// example a client-side navigation that renders before the page module runs.
let homeContentLoad: Promise<unknown> | undefined;
const loadHomeContent = () => {
  homeContentLoad ??= import(/* webpackChunkName: "home" */ './HomeContent');
  return homeContentLoad;
};

function HomeContent(props: HomeLayoutProps) {
  const Content = homeContentRegistry.component;
  if (!Content) {
    use(loadHomeContent());
    return null;
  }
  return <Content {...props} />;
}

export function HomeLayout(props: HomeLayoutProps) {
  return (
    <Suspense fallback={null}>
      <HomeContent {...props} />
    </Suspense>
  );
}
