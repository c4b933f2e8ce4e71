import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { pageFile } from '../model/pages';
import { nav } from './nav';

const docsRoot = path.join(__dirname, '../docs');

describe('top navigation', () => {
  it.each(['en', 'zh'] as const)(
    'offers Guide, Config, API and Blog, each leading to a %s page',
    (lang) => {
      const items = nav(lang);
      expect(items.map((item) => item.activeMatch)).toEqual([
        '/guide/',
        '/config/',
        '/api/',
        '/blog/',
      ]);
      for (const { link } of items) {
        const route = lang === 'zh' ? link.replace(/^\/zh/, '') : link;
        expect(link.startsWith(lang === 'zh' ? '/zh/' : '/')).toBe(true);
        expect(pageFile(docsRoot, lang, route), link).toBeDefined();
      }
    },
  );

  it('links the API entry to the overview page', () => {
    expect(nav('en')[2]).toMatchObject({ text: 'API', link: '/api/start/' });
    expect(nav('zh')[2]).toMatchObject({ text: 'API', link: '/zh/api/start/' });
  });
});
