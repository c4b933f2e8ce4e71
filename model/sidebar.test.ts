import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { loadDocs } from './docs';
import { checkSidebarMembership, outsideSidebar, sidebarEntries } from './sidebar';
import type { SidebarSectionData } from './sidebar-data';
import { repoTree } from './tree';

const sections: SidebarSectionData[] = [
  {
    prefix: '/guide/',
    groups: [{ text: { en: 'Start', zh: '开始' }, base: '/guide/start/', pages: ['', 'a'] }],
  },
  {
    prefix: '/api/',
    groups: [{ text: { en: 'API', zh: 'API' }, base: '/api/', pages: ['core'] }],
  },
];

describe('sidebar membership', () => {
  it('sidebarEntries: routes in order, the same in both languages', () => {
    expect(sidebarEntries('en', sections).map((entry) => entry.route)).toEqual([
      '/guide/start/',
      '/guide/start/a',
      '/api/core',
    ]);
    expect(sidebarEntries('zh', sections).map((entry) => entry.route)).toEqual([
      '/guide/start/',
      '/guide/start/a',
      '/api/core',
    ]);
  });

  const complete = {
    'docs/en/index.mdx': '---\npageType: home\n---\n',
    'docs/en/guide/start/index.mdx': '# S\n',
    'docs/en/guide/start/a.mdx': '# A\n',
    'docs/en/guide/start/components/ESM.mdx': 'fragment\n',
    'docs/en/api/core.mdx': '# Core\n',
    'docs/zh/guide/start/index.mdx': '# S\n',
    'docs/zh/guide/start/a.mdx': '# A\n',
    'docs/zh/api/core.mdx': '# Core\n',
  };

  it('passes when every entry has a page and every page is listed or exempt', () => {
    const docs = loadDocs(path.join(repoTree(complete), 'docs'));
    expect(checkSidebarMembership(docs, sections)).toEqual([]);
    expect(docs.pages.filter(outsideSidebar).map((page) => page.route)).toEqual([
      '/guide/start/components/ESM',
      '/',
    ]);
  });

  it('names an entry without a page and a page in no sidebar', () => {
    const { 'docs/zh/guide/start/a.mdx': _, ...rest } = complete;
    const docs = loadDocs(
      path.join(repoTree({ ...rest, 'docs/zh/guide/start/b.mdx': '# B\n' }), 'docs'),
    );
    expect(checkSidebarMembership(docs, sections)).toEqual([
      {
        file: 'model/sidebar-data.ts',
        line: 1,
        message:
          'sidebar entry /guide/start/a (zh, group "开始") has no page: expected docs/zh/guide/start/a.mdx',
      },
      {
        file: 'docs/zh/guide/start/b.mdx',
        line: 1,
        message:
          'the page /guide/start/b is in no sidebar: add it to its group in model/sidebar-data.ts, or set sidebar: false in its frontmatter',
      },
    ]);
  });

  it('points at the entry’s line in the real sidebar-data.ts', () => {
    const docs = loadDocs(path.join(repoTree({}), 'docs'), process.cwd());
    const problems = checkSidebarMembership(docs);
    const tsup = problems.find((problem) => problem.message.includes('/guide/migration/tsup'));
    expect(tsup?.file).toBe('model/sidebar-data.ts');
    expect(tsup?.line).toBeGreaterThan(1);
  });
});
