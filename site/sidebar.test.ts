import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { buildSidebar, pageTitle } from './sidebar';

function docsTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sidebar-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('buildSidebar', () => {
  it('lists only the pages that exist, titled from the page', () => {
    const root = docsTree({
      'en/guide/start/index.mdx': '# Introduction\n',
      'en/guide/start/quick-start.mdx': '---\ntitle: Quick start\n---\n',
    });
    const sidebar = buildSidebar(root, 'en');
    const start = sidebar['/guide/']?.[0];
    expect(start).toMatchObject({
      text: 'Start',
      items: [
        { text: 'Introduction', link: '/guide/start/' },
        { text: 'Quick start', link: '/guide/start/quick-start' },
      ],
    });
    expect(sidebar['/guide/']).toHaveLength(1);
  });

  it('prefixes Chinese links, the API section included', () => {
    const root = docsTree({
      'zh/guide/start/index.mdx': '# 介绍\n',
      'zh/api/javascript-api/core.mdx': '---\ntitle: Rslib 核心\n---\n',
    });
    const sidebar = buildSidebar(root, 'zh');
    expect(sidebar['/zh/guide/']?.[0]).toMatchObject({
      text: '开始',
      items: [{ text: '介绍', link: '/zh/guide/start/' }],
    });
    expect(sidebar['/zh/api/']?.[0]).toMatchObject({
      text: 'JavaScript API',
      items: [{ text: 'Rslib 核心', link: '/zh/api/javascript-api/core' }],
    });
  });

  it('puts the config overview at the top level, before the groups it lists', () => {
    const root = docsTree({
      'en/config/index.mdx': '---\ntitle: Overview\noverview: true\n---\n',
      'en/config/rsbuild/output.mdx': '# output\n',
    });
    const config = buildSidebar(root, 'en')['/config/'];
    expect(config?.[0]).toEqual({ text: 'Overview', link: '/config/' });
    expect(config?.[1]).toMatchObject({
      text: 'Rsbuild config',
      items: [{ text: 'output', link: '/config/rsbuild/output' }],
    });
  });
});

describe('the site sidebar', () => {
  const docsRoot = path.join(__dirname, '../docs');
  const links = (lang: 'en' | 'zh') =>
    Object.values(buildSidebar(docsRoot, lang))
      .flat()
      .flatMap((item) => ('items' in item && item.items ? item.items : [item]))
      .map((item) => ('link' in item ? item.link : undefined));

  it.each(['en', 'zh'] as const)(
    'links every %s page except the home page and the format fragments',
    (lang) => {
      const prefix = lang === 'en' ? '' : '/zh';
      const pages = readdirSync(path.join(docsRoot, lang), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) =>
          `/${file.replace(/\\/g, '/')}`.replace(/\.mdx?$/, '').replace(/\/index$/, '/'),
        )
        .filter((route) => route !== '/' && !route.startsWith('/guide/start/components/'))
        .map((route) => `${prefix}${route}`);
      const listed = new Set(links(lang));
      expect(pages.filter((route) => !listed.has(route))).toEqual([]);
    },
  );

  it('puts environment variables second in Advanced, right after dependencies', () => {
    const advanced = links('en').filter((link) => link?.startsWith('/guide/advanced/'));
    expect(advanced.slice(0, 2)).toEqual([
      '/guide/advanced/third-party-deps',
      '/guide/advanced/env-vars',
    ]);
  });
});

describe('pageTitle', () => {
  it('rejects a page without a title and names the file', () => {
    const root = docsTree({ 'en/x.mdx': 'no heading here\n' });
    expect(() => pageTitle(path.join(root, 'en/x.mdx'))).toThrow(/x\.mdx.*title/);
  });

  it('drops an explicit anchor id from the heading', () => {
    const root = docsTree({ 'en/y.mdx': '# Output format {#format}\n' });
    expect(pageTitle(path.join(root, 'en/y.mdx'))).toBe('Output format');
  });
});
