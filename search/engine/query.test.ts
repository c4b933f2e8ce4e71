import { describe, expect, it } from '@rstest/core';
import { coverage, MAX_QUERY_LENGTH, parseQuery, SYNONYM_WEIGHT } from './query';

describe('parseQuery', () => {
  it('normalises the whole query into the keyword', () => {
    expect(parseQuery('  Dts   BUNDLE ').keyword).toBe('dts bundle');
  });

  it('makes one unit per word, without stop words', () => {
    const query = parseQuery('how to ship esm and cjs');
    expect(query.units.map((unit) => unit.text)).toEqual(['ship', 'esm', 'cjs']);
  });

  it('adds synonyms at a lower weight, standing for the words they replace', () => {
    const query = parseQuery('快速上手');
    const start = query.terms.get('开始');
    expect(start?.weight).toBe(SYNONYM_WEIGHT);
    expect(start?.typed).toBe(false);
    expect(query.units[start?.units[0] ?? -1]?.text).toBe('上手');
    expect(parseQuery('type definitions').terms.has('dts')).toBe(true);
  });

  it('lets a synonym of several words stand for the query word only where all its words match', () => {
    // `es module` is a synonym of `esm`; `module` alone (CSS Modules) is not.
    const query = parseQuery('esm');
    expect(coverage(query, new Set(['modul']))).toBe(0);
    expect(coverage(query, new Set(['es', 'modul']))).toBe(1);
    expect(coverage(query, new Set(['commonj']))).toBe(0);
    // A one-word synonym stands alone.
    expect(coverage(parseQuery('cjs'), new Set(['commonj']))).toBe(1);
  });

  it('gives Chinese keyword variants with a synonym in place of one word, not English ones', () => {
    expect(parseQuery('产物格式').keywordVariants).toContain('输出格式');
    expect(parseQuery('external dependencies').keywordVariants).toEqual([]);
  });

  it('swaps a Latin word of a query with Chinese in it, but never the whole query', () => {
    expect(parseQuery('bundle 模式').keywordVariants).toContain('打包 模式');
    expect(parseQuery('bundle').keywordVariants).toEqual([]);
  });

  it('takes the longest synonym found at a place: 外部化 is not also 外部', () => {
    const query = parseQuery('外部化依赖');
    expect(query.keywordVariants).toContain('外部依赖');
  });

  it('finds a synonym of several words in other forms of its words, stop words aside', () => {
    // 'rewrite imports' is in the table; the reader typed another form of its words.
    const rewrite = parseQuery('rewrite import extensions');
    expect(rewrite.terms.get('redirect')?.typed).toBe(false);
    expect(rewrite.terms.get('redirect')?.units.map((unit) => rewrite.units[unit]?.text)).toEqual([
      'rewrite',
      'import',
    ]);
    expect(parseQuery('license at the top of the file').terms.has('banner')).toBe(true);
    // A one-word synonym still matches only as typed: 'types' is no synonym of 'type'.
    expect(parseQuery('type check').terms.has('dts')).toBe(false);
  });

  it('lets a Chinese synonym stand for a word the segmenter cut across it', () => {
    // Node's ICU cuts 文件名哈希 into 文件 and 名哈希; the table holds 哈希 = hash.
    const query = parseQuery('文件名哈希');
    const hash = query.terms.get('hash');
    expect(hash?.typed).toBe(false);
    expect(hash?.units.map((unit) => query.units[unit]?.text).join('')).toContain('哈希');
  });

  it('cuts very long pastes', () => {
    const query = parseQuery(`bundle ${'x'.repeat(5000)}`);
    expect(query.keyword.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });
});

describe('coverage', () => {
  it('is the share of query words a page has, synonyms counting for their words', () => {
    const query = parseQuery('esm cjs');
    expect(coverage(query, new Set(['esm']))).toBe(0.5);
    expect(coverage(query, new Set(['esm', 'cjs']))).toBe(1);
    expect(coverage(query, new Set(['esm', 'commonj']))).toBe(1);
  });

  it('counts part of an identifier for part of its word', () => {
    const query = parseQuery('autoExternal');
    expect(coverage(query, new Set(['autoexternal']))).toBe(1);
    expect(coverage(query, new Set(['external']))).toBe(0.5);
  });
});
