import { HomeFeature, type HomeLayoutProps } from '@rspress/core/theme-original';
import { Hero, LandingBackground } from '../Hero';
import { HomeFooter } from '../HomeFooter';
import { ToolStack } from '../ToolStack';
import { homeContentRegistry } from './registry';

/**
 * The home page: Rspress's frontmatter-driven feature cards and footer, with
 * our Hero (stars, oval glow) in place of the built-in one, our landing
 * backdrop, and the Tool Stack after the features, in the page's <main>.
 * Rspress's slots keep working. Rspress's HomeBackground is left out: it
 * puts a <style> in the body (invalid HTML) for the transparent-at-top nav,
 * which every page has (theme/styles/overrides/navbar.css).
 */
export default function HomeContent({
  beforeHero,
  afterHero,
  beforeFeatures,
  afterFeatures,
}: HomeLayoutProps) {
  return (
    <div className="rs-home">
      <LandingBackground />
      <main className="rs-home__main">
        {beforeHero}
        <Hero />
        {afterHero}
        {beforeFeatures}
        <HomeFeature />
        {afterFeatures}
        <ToolStack />
      </main>
      <HomeFooter />
    </div>
  );
}

homeContentRegistry.component = HomeContent;
