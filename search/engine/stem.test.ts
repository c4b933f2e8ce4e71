import { describe, expect, it } from '@rstest/core';
import { isStopWord, stem } from './stem';

describe('stem', () => {
  it('folds the endings readers and pages use for one thing', () => {
    expect(stem('extensions')).toBe(stem('extension'));
    expect(stem('externalize')).toBe(stem('externals'));
    expect(stem('external')).toBe(stem('externals'));
    expect(stem('minification')).toBe(stem('minify'));
    expect(stem('bundling')).toBe(stem('bundle'));
    expect(stem('dependencies')).toBe(stem('dependency'));
  });

  it('leaves short words, identifiers and other scripts alone', () => {
    expect(stem('cjs')).toBe('cjs');
    expect(stem('class')).toBe('class');
    expect(stem('es2015')).toBe('es2015');
    expect(stem('构建')).toBe('构建');
  });
});

describe('isStopWord', () => {
  it('knows the words that never decide a match', () => {
    for (const word of ['a', 'an', 'the', 'in', 'of', 'at', 'to', 'for', 'and', 'how', 'do', 'i']) {
      expect(isStopWord(word)).toBe(true);
    }
    expect(isStopWord('bundle')).toBe(false);
    expect(isStopWord('not')).toBe(false);
  });
});
