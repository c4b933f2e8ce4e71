import type { Sidebar } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import {
  normalizedSidebar,
  sidebarKeyOf,
  withoutSectionPages,
  withoutSidebars,
} from './section-data-transforms';

const guide: Sidebar = {
  '/guide/': [
    {
      text: 'Start',
      collapsible: true,
      collapsed: false,
      items: [{ text: 'Quick start', link: '/guide/start/quick-start' }],
    },
  ],
  '/guide/start/': [{ text: 'Introduction', link: '/guide/start/' }],
};

function siteDataModule(sidebar: unknown) {
  return `export default ${JSON.stringify({ lang: 'en', themeConfig: { locales: [{ lang: 'en', label: 'English', sidebar }] } }, null, 2)}`;
}

const record = (routePath: string) => ({ routePath, lang: 'en', version: '' });

function pageDataModule(pages: unknown[]) {
  return `export const pageData = ${JSON.stringify({ pages }, null, 2)};\n          export const searchIndexHash = {};`;
}

describe('section data transforms', () => {
  it('write links and groups as Rspress writes them into the site data', () => {
    expect(normalizedSidebar(guide)['/guide/']).toEqual([
      {
        text: 'Start',
        collapsible: true,
        collapsed: false,
        items: [{ text: 'Quick start', link: '/guide/start/quick-start.html' }],
      },
    ]);
    expect(normalizedSidebar(guide)['/guide/start/']).toEqual([
      { text: 'Introduction', link: '/guide/start/index.html' },
    ]);
  });

  it('pick the sidebar Rspress shows on a route: the longest matching prefix, or none', () => {
    const sidebar = normalizedSidebar(guide);
    expect(sidebarKeyOf(sidebar, '/guide/start/quick-start')).toBe('/guide/start/');
    expect(sidebarKeyOf(sidebar, '/guide/basic/typescript')).toBe('/guide/');
    expect(sidebarKeyOf(sidebar, '/')).toBeUndefined();
  });

  it('empty the site data’s sidebars when they are the ones the section modules bring', () => {
    const ours = { en: normalizedSidebar(guide) };
    const code = withoutSidebars(siteDataModule(ours.en), ours);
    expect(JSON.parse(code.replace('export default ', '')).themeConfig.locales[0].sidebar).toEqual(
      {},
    );
  });

  it('fail the build, naming the sidebar, when Rspress’s differs from a section module', () => {
    const ours = { en: normalizedSidebar(guide) };
    const theirs = { ...ours.en, '/guide/start/': [{ text: 'Intro', link: '/guide/start/' }] };
    expect(() => withoutSidebars(siteDataModule(theirs), ours)).toThrow(
      /en sidebar "\/guide\/start\/".*differs/,
    );
    expect(() => withoutSidebars('module.exports = {}', ours)).toThrow(/export default/);
  });

  it('keep code the dev server adds after the data, and braces inside texts', () => {
    const ours = { en: normalizedSidebar({ '/guide/': [{ text: 'a "}" {', link: '/guide/' }] }) };
    const code = withoutSidebars(`${siteDataModule(ours.en)};\nif (module.hot) {}`, ours);
    expect(code.endsWith(';\nif (module.hot) {}')).toBe(true);
  });

  it('keep only the page records of pages in no section, and the rest of the module', () => {
    const inSection = new Map([['/guide/cli', record('/guide/cli')]]);
    const code = withoutSectionPages(
      pageDataModule([record('/'), record('/guide/cli')]),
      inSection,
    );
    expect(code).toContain(
      'export const pageData = {"pages":[{"routePath":"/","lang":"en","version":""}]};',
    );
    expect(code).toContain('export const searchIndexHash = {};');
  });

  it('fail the build when a dropped page record is not the one its section module brings', () => {
    const inSection = new Map([['/guide/cli', record('/guide/cli')]]);
    const richer = { ...record('/guide/cli'), title: 'CLI' };
    expect(() => withoutSectionPages(pageDataModule([richer]), inSection)).toThrow(
      /\/guide\/cli in Rspress's page list differs/,
    );
    expect(() => withoutSectionPages(pageDataModule([]), inSection)).toThrow(
      /\/guide\/cli is in a section but not in Rspress's page list/,
    );
  });
});
