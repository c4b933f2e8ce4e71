import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { loadDocs } from '../../model/docs';
import { pureRoute, routeLang } from '../../model/routes';
import { siteTexts } from '../../site/i18n';
import type { HeroFrontmatter } from '../Hero/resolveHero';

const root = path.join(__dirname, '../..');
const docs = loadDocs(path.join(root, 'docs'), root);

interface HomeFrontmatter {
  pageType: string;
  hero: HeroFrontmatter;
  features: { icon: string; title: string; details: string; link?: string; span?: number }[];
}

function readHome(lang: 'en' | 'zh'): HomeFrontmatter {
  const home = docs.page(lang, '/');
  if (!home?.frontmatter.length) throw new Error(`docs/${lang}/index.mdx has no frontmatter`);
  return home.frontmatter.data as unknown as HomeFrontmatter;
}

/** The page a route is served from, or undefined. */
const pageFile = (route: string) => docs.page(routeLang(route), pureRoute(route))?.file;

describe.each(['en', 'zh'] as const)('home page (%s)', (lang) => {
  const home = readHome(lang);
  const prefix = lang === 'zh' ? '/zh' : '';

  it('is a home page whose hero carries the slogan and the two actions', () => {
    expect(home.pageType).toBe('home');
    expect(home.hero.name).toBe('Rslib');
    expect(home.hero.tagline).toBe(siteTexts.slogan[lang]);
    expect(home.hero.actions).toEqual([
      {
        theme: 'brand',
        text: siteTexts.quickStart[lang],
        link: `${prefix}/guide/start/quick-start`,
      },
      { theme: 'alt', text: siteTexts.introduction[lang], link: `${prefix}/guide/start/` },
    ]);
  });

  it('has a light and a dark hero image from docs/public, with alt text', () => {
    const src = home.hero.image?.src;
    expect(typeof src).toBe('object');
    if (typeof src !== 'object') return;
    for (const file of [src.light, src.dark]) {
      expect(existsSync(path.join(root, 'docs/public', file))).toBe(true);
    }
    expect(src.light).not.toBe(src.dark);
    expect(home.hero.image?.alt?.length).toBeGreaterThan(10);
  });

  it('has feature cards with an icon, a title, details and a link to a written page', () => {
    expect(home.features.length).toBeGreaterThanOrEqual(6);
    for (const feature of home.features) {
      expect(feature.icon.startsWith('<svg')).toBe(true);
      expect(feature.title).not.toBe('');
      expect(feature.details.length).toBeGreaterThan(40);
      // No span: Rspress's default of 4 applies (three cards a row on desktop).
      expect(feature.span).toBeUndefined();
      expect(feature.link?.startsWith(`${prefix}/`)).toBe(true);
      expect(pageFile(feature.link ?? '')).toBeDefined();
    }
  });

  it('is written in its own language', () => {
    const han = /[\u4e00-\u9fff]/;
    for (const feature of home.features) {
      expect(han.test(feature.details)).toBe(lang === 'zh');
    }
  });
});

describe('home pages', () => {
  it('have the same number of feature cards in both languages, with the same links', () => {
    const en = readHome('en').features.map((feature) => feature.link);
    const zh = readHome('zh').features.map((feature) => feature.link?.replace(/^\/zh/, ''));
    expect(zh).toEqual(en);
  });
});
