import { describe, expect, it } from '@rstest/core';
import { normalizeText } from './normalize';

describe('normalizeText', () => {
  it('lower-cases', () => {
    expect(normalizeText('UmdName')).toBe('umdname');
  });

  it('strips accents from Latin letters, composed or decomposed', () => {
    expect(normalizeText('Résumé Crème')).toBe('resume creme');
    expect(normalizeText('Re\u0301sume\u0301')).toBe('resume');
  });

  it('keeps Cyrillic letters whole, even next to accented Latin', () => {
    expect(normalizeText('Йод ёж')).toBe('йод ёж');
    expect(normalizeText('й')).toHaveLength(1);
    expect(normalizeText('Café Йод')).toBe('cafe йод');
  });

  it('recomposes Korean and Japanese after decomposing', () => {
    expect(normalizeText('한국어')).toBe('한국어');
    expect(normalizeText('한국어')).toHaveLength(3);
    expect(normalizeText('ガイド')).toBe('ガイド');
  });

  it('leaves Chinese and code punctuation alone', () => {
    expect(normalizeText('构建工具 @swc/helpers --dist-path')).toBe(
      '构建工具 @swc/helpers --dist-path',
    );
  });
});
