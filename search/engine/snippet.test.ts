import { describe, expect, it } from '@rstest/core';
import { normalizeText } from './normalize';
import {
  charWidth,
  contentSnippet,
  findAll,
  highlightParts,
  highlightRanges,
  highlightTerms,
  normalizeWithOffsets,
  SNIPPET_WIDTH,
  textWidth,
} from './snippet';

const contentWidth = (statement: string) => textWidth(statement.replace(/^…|…$/g, ''));

describe('width units', () => {
  it('counts a character above code 255 as 3 and others as 1', () => {
    expect(charWidth('a')).toBe(1);
    expect(charWidth('é')).toBe(1);
    expect(charWidth('构')).toBe(3);
    expect(textWidth('ab构建')).toBe(8);
  });
});

describe('contentSnippet', () => {
  const latin = `${'alpha '.repeat(40)}the umdName option ${'omega '.repeat(40)}`;

  it('keeps about 100 units around a Latin match, cut sides marked with …', () => {
    const start = latin.indexOf('umdName');
    const statement = contentSnippet(latin, start, 7);
    expect(statement.startsWith('…')).toBe(true);
    expect(statement.endsWith('…')).toBe(true);
    expect(contentWidth(statement)).toBeLessThanOrEqual(SNIPPET_WIDTH);
    expect(contentWidth(statement)).toBeGreaterThan(SNIPPET_WIDTH - 10);
    expect(statement).toContain('the umdName option');
  });

  it('counts Chinese characters 3 units each, so a Chinese snippet holds about 33 of them', () => {
    const chinese = `${'前面的说明文字'.repeat(20)}声明文件${'后面的说明文字'.repeat(20)}`;
    const start = chinese.indexOf('声明文件');
    const statement = contentSnippet(chinese, start, 4);
    const body = statement.replace(/^…|…$/g, '');
    expect(textWidth(body)).toBeLessThanOrEqual(SNIPPET_WIDTH);
    expect(body.length).toBeGreaterThanOrEqual(31);
    expect(body.length).toBeLessThanOrEqual(33);
    expect(body).toContain('声明文件');
  });

  it('gives the unused side of a match near the start to the other side', () => {
    const text = `umdName ${'word '.repeat(60)}`;
    const statement = contentSnippet(text, 0, 7);
    expect(statement.startsWith('umdName')).toBe(true);
    expect(contentWidth(statement)).toBeGreaterThan(SNIPPET_WIDTH - 10);
  });

  it('turns line breaks into spaces', () => {
    const statement = contentSnippet('a\n\nb umdName\nc', 5, 7);
    expect(statement).toBe('a b umdName c');
  });
});

describe('highlightTerms', () => {
  const marked = (text: string, terms: string[], keyword: string) =>
    highlightTerms(text, new Set(terms), keyword).map(({ start, length }) =>
      text.slice(start, start + length),
    );

  it('marks every word whose index term matched, not only the whole keyword', () => {
    expect(
      marked('Bundle the declaration files', ['bundl', 'declar'], 'bundle declaration'),
    ).toEqual(['Bundle', 'declaration']);
  });

  it('marks identifier parts and the whole keyword, merging overlaps', () => {
    expect(marked('Set lib.autoExternal here', ['external'], 'autoexternal')).toEqual([
      'autoExternal',
    ]);
  });

  it('marks Chinese words and bigrams', () => {
    expect(marked('打包声明文件', ['声明', '文件'], '声明')).toEqual(['声明文件']);
    expect(marked('打包声明文件', ['打包'], '打包 声明')).toEqual(['打包']);
  });
});

describe('highlightRanges', () => {
  it('marks every occurrence, case-insensitively', () => {
    expect(highlightRanges('Bundle and bundle', 'bundle', normalizeText)).toEqual([
      { start: 0, length: 6 },
      { start: 11, length: 6 },
    ]);
  });

  it('maps matches in decomposed text back to the original characters', () => {
    const text = 'Un re\u0301sume\u0301 court';
    const [range] = highlightRanges(text, 'resume', normalizeText);
    expect(text.slice(range?.start, (range?.start ?? 0) + (range?.length ?? 0))).toBe(
      're\u0301sume\u0301',
    );
  });

  it('finds Chinese words', () => {
    expect(highlightRanges('生成声明文件', '声明文件', normalizeText)).toEqual([
      { start: 2, length: 4 },
    ]);
  });

  it('uses the identity map when normalising keeps the length', () => {
    const { toOriginal } = normalizeWithOffsets('Résumé', normalizeText);
    expect(toOriginal(3)).toBe(3);
    expect(findAll('aaaa', 'aa')).toEqual([0, 2]);
  });
});

describe('highlightParts', () => {
  it('splits a text into marked and plain parts in order', () => {
    expect(
      highlightParts('dts and dts', [
        { start: 8, length: 3 },
        { start: 0, length: 3 },
      ]),
    ).toEqual([
      { text: 'dts', marked: true, start: 0 },
      { text: ' and ', marked: false, start: 3 },
      { text: 'dts', marked: true, start: 8 },
    ]);
  });

  it('skips overlapping, empty and out-of-range ranges', () => {
    expect(
      highlightParts('abcdef', [
        { start: 1, length: 3 },
        { start: 2, length: 2 },
        { start: 5, length: 0 },
        { start: 9, length: 2 },
      ]),
    ).toEqual([
      { text: 'a', marked: false, start: 0 },
      { text: 'bcd', marked: true, start: 1 },
      { text: 'ef', marked: false, start: 4 },
    ]);
  });
});
