import { describe, expect, it } from '@rstest/core';
import type { PageResult, ResultGroup } from '../../search/engine/types';
import { keepReaderPlace } from './keep-place';

const page = (routePath: string, hits = 1): PageResult => ({
  routePath,
  title: routePath,
  score: 1,
  hits: Array.from({ length: hits }, (_, i) => ({
    type: 'title',
    title: `${routePath} ${i}`,
    header: '',
    link: routePath,
    query: 'q',
    highlightInfoList: [],
    group: 'Docs',
  })),
});
const group = (name: string, ...routes: string[]): ResultGroup => ({
  group: name,
  pages: routes.map((route) => page(route)),
});
const routes = (groups: ResultGroup[]) =>
  groups.map((g) => `${g.group}: ${g.pages.map((p) => p.routePath).join(' ')}`);

describe('keepReaderPlace', () => {
  const first = [group('Docs', '/a', '/b', '/c')];
  const full = [group('Docs', '/c', '/d', '/a', '/e'), group('Blog', '/x')];

  it('keeps the pages down to the active one and follows them with the full ranking', () => {
    expect(routes(keepReaderPlace(first, full, '/b'))).toEqual([
      'Docs: /a /b /c /d /e',
      'Blog: /x',
    ]);
  });

  it('keeps the shown page objects, so their hits and heights do not change', () => {
    const kept = keepReaderPlace(first, full, '/a');
    expect(kept[0]?.pages[0]).toBe(first[0]?.pages[0]);
    expect(routes(kept)).toEqual(['Docs: /a /c /d /e', 'Blog: /x']);
  });

  it('takes the full ranking whole when the reader is on no shown page', () => {
    expect(keepReaderPlace(first, full, undefined)).toBe(full);
    expect(keepReaderPlace([], full, '/a')).toBe(full);
  });

  it('keeps a page the full ranking does not have', () => {
    expect(routes(keepReaderPlace(first, [group('Docs', '/d')], '/b'))).toEqual(['Docs: /a /b /d']);
  });
});
