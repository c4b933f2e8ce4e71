import { describe, expect, it } from '@rstest/core';
import { isCjkToken, terms, words } from './tokenize';

describe('terms', () => {
  it('keeps code identifiers whole and splits them at punctuation and camelCase', () => {
    expect(terms('lib.autoExternal')).toEqual([
      'lib.autoexternal',
      'lib',
      'autoexternal',
      'auto',
      'external',
    ]);
    expect(terms('@swc/helpers')).toEqual(['swc/helpers', 'swc', 'helper']);
    expect(terms('--dist-path')).toEqual(['dist-path', 'dist', 'path']);
    // Stemmed like the same word typed in lower case.
    expect(terms('umdName')).toEqual(['umdnam', 'umd', 'name']);
    expect(terms('UMDNAME')).toEqual(['umdnam']);
  });

  it('folds case and accents, stems plain words and drops stop words', () => {
    expect(terms('The Extensions of Résumés')).toEqual(['extension', 'resum']);
    expect(terms('bundled bundling bundles')).toEqual(['bundl', 'bundl', 'bundl']);
  });

  it('gives Chinese text its words and bigrams, so a differently cut query still matches', () => {
    // Whether the segmenter knows 构建 and 缓存 or cuts single characters, both are terms.
    const found = terms('构建缓存');
    expect(found).toContain('构建');
    expect(found).toContain('缓存');
    expect(terms('声明文件')).toEqual(expect.arrayContaining(['声明', '文件']));
  });

  it('separates Latin words glued to Chinese', () => {
    const found = terms('配置rslib的format选项');
    expect(found).toContain('rslib');
    expect(found).toContain('format');
    expect(found).toContain('配置');
  });

  it('keeps Cyrillic words and a lone CJK character', () => {
    expect(terms('сборка')).toEqual(['сборка']);
    expect(terms('包')).toEqual(['包']);
  });

  it('records where each term is in the original text', () => {
    const [word] = words('  lib.autoExternal');
    expect(word?.start).toBe(2);
    expect(word?.tokens.map(({ start, end }) => [start, end])).toEqual([
      [2, 18],
      [2, 5],
      [6, 18],
      [6, 10],
      [10, 18],
    ]);
  });

  it('tells CJK tokens apart', () => {
    expect(isCjkToken('构建')).toBe(true);
    expect(isCjkToken('ビルド')).toBe(true);
    expect(isCjkToken('build')).toBe(false);
  });
});
