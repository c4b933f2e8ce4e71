import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { SidebarSectionData } from '../model/sidebar-data';
import { buildSidebar } from './sidebar';

function docsTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sidebar-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return path.join(root, 'docs');
}

const sections: SidebarSectionData[] = [
  {
    prefix: '/guide/',
    groups: [
      {
        text: { en: 'Start', zh: '开始' },
        base: '/guide/start/',
        pages: ['', 'quick-start'],
      },
    ],
  },
  {
    prefix: '/config/',
    groups: [
      { text: { en: 'Overview', zh: '概览' }, base: '/config/', pages: [''], ungrouped: true },
      {
        text: { en: 'Rsbuild config', zh: 'Rsbuild 配置' },
        base: '/config/rsbuild/',
        pages: ['output'],
      },
    ],
  },
  {
    prefix: '/api/',
    groups: [{ text: { en: 'API', zh: 'API' }, base: '/api/', pages: ['core'] }],
  },
];

const bothLanguages = (files: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`docs/en/${file}`, text])),
  ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`docs/zh/${file}`, text])),
});

const complete: Record<string, string> = {
  ...bothLanguages({
    'index.mdx': '---\npageType: home\n---\n',
    'guide/start/index.mdx': '# Introduction\n',
    'guide/start/quick-start.mdx': '---\ntitle: Quick start\n---\n',
    'guide/start/components/ESM.mdx': 'A fragment\n',
    'config/index.mdx': '---\ntitle: Overview\noverview: true\n---\n',
    'config/rsbuild/output.mdx': '# output {#output}\n',
    'api/core.mdx': '# Core\n',
  }),
};

describe('buildSidebar', () => {
  it('titles entries from frontmatter or the # heading (anchor dropped), in data order', () => {
    const sidebar = buildSidebar(docsTree(complete), 'en', sections);
    expect(sidebar['/guide/']).toEqual([
      {
        text: 'Start',
        collapsible: true,
        collapsed: false,
        items: [
          { text: 'Introduction', link: '/guide/start/' },
          { text: 'Quick start', link: '/guide/start/quick-start' },
        ],
      },
    ]);
  });

  it('puts an ungrouped overview at the top level, before the groups it lists', () => {
    const config = buildSidebar(docsTree(complete), 'en', sections)['/config/'];
    expect(config?.[0]).toEqual({ text: 'Overview', link: '/config/' });
    expect(config?.[1]).toMatchObject({
      text: 'Rsbuild config',
      items: [{ text: 'output', link: '/config/rsbuild/output' }],
    });
  });

  it('prefixes Chinese links, the API section included', () => {
    const sidebar = buildSidebar(docsTree(complete), 'zh', sections);
    expect(sidebar['/zh/guide/']?.[0]).toMatchObject({
      text: '开始',
      items: [{ text: 'Introduction', link: '/zh/guide/start/' }, expect.anything()],
    });
    expect(sidebar['/zh/api/']?.[0]).toMatchObject({
      text: 'API',
      items: [{ text: 'Core', link: '/zh/api/core' }],
    });
  });

  it('fails on a sidebar entry without a page, naming the entry and the expected file', () => {
    const missing = { ...complete };
    delete missing['docs/zh/guide/start/quick-start.mdx'];
    expect(() => buildSidebar(docsTree(missing), 'en', sections)).toThrow(
      'sidebar entry /guide/start/quick-start (zh, group "开始") has no page: expected docs/zh/guide/start/quick-start.mdx',
    );
  });

  it('fails on a page in no sidebar, naming its file; home, fragments and sidebar: false are exempt', () => {
    const extra = { ...complete, 'docs/en/guide/start/orphan.mdx': '# Orphan\n' };
    expect(() => buildSidebar(docsTree(extra), 'en', sections)).toThrow(
      'docs/en/guide/start/orphan.mdx:1: the page /guide/start/orphan is in no sidebar',
    );
    const optedOut = {
      ...complete,
      'docs/en/guide/start/orphan.mdx': '---\nsidebar: false\n---\n# Orphan\n',
    };
    expect(() => buildSidebar(docsTree(optedOut), 'en', sections)).not.toThrow();
  });

  it('fails on a page with neither a title nor a # heading, naming the file', () => {
    const untitled = { ...complete, 'docs/en/guide/start/quick-start.mdx': 'no heading\n' };
    expect(() => buildSidebar(docsTree(untitled), 'en', sections)).toThrow(
      /docs\/en\/guide\/start\/quick-start\.mdx: the page has neither a frontmatter title nor a "# " heading/,
    );
  });
});
