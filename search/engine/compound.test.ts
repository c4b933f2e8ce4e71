import { describe, expect, it } from '@rstest/core';
import { splitCompound } from './compound';
import { stem } from './stem';

/** An index of these words, stemmed as the index stems them. */
const indexHolding =
  (...words: string[]) =>
  (part: string, asPrefix: boolean) =>
    words.map(stem).some((term) => (asPrefix ? term.startsWith(part) : term === part));

describe('splitCompound', () => {
  it('splits a word into an index term and the start of another, stemmed', () => {
    expect(splitCompound('typedefs', indexHolding('type', 'definition'))).toEqual(['type', 'def']);
    expect(splitCompound('sourcemap', indexHolding('source', 'map'))).toEqual([
      stem('source'),
      'map',
    ]);
  });

  it('prefers the split with the longer short part', () => {
    // `sty` + `lesheet` and `style` + `sheet` both fit; the second is two words.
    expect(splitCompound('stylesheet', indexHolding('sty', 'lesheet', 'style', 'sheet'))).toEqual([
      stem('style'),
      'sheet',
    ]);
  });

  it('leaves a word alone when a part is missing or shorter than 3 letters', () => {
    expect(splitCompound('typedefs', indexHolding('type'))).toBeUndefined();
    expect(splitCompound('abcd', indexHolding('ab', 'cd', 'a', 'bcd'))).toBeUndefined();
  });
});
