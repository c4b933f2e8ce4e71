import { describe, expect, it } from '@rstest/core';
import { compact, keywordMatcher } from './keyword';

const holds = (keyword: string, text: string) =>
  keywordMatcher(keyword, { inName: true })(compact(text));

describe('keywordMatcher', () => {
  it('finds the keyword with or without a 的 between two of its Chinese words', () => {
    expect(holds('lib 配置合并', '顶层配置与 lib 配置的合并规则')).toBe(true);
    expect(holds('lib 配置的合并', 'id 相同的 lib 配置合并为一个')).toBe(true);
    expect(holds('watch 模式', '开启 watch模式')).toBe(true);
  });

  it('drops no 的 inside a word, nor more than one, nor anything else between the words', () => {
    expect(holds('目的', '目标')).toBe(false);
    expect(holds('配置合并', '配置的的合并')).toBe(false);
    expect(holds('配置合并', '配置会合并')).toBe(false);
    expect(holds('配置合并', '合并配置')).toBe(false);
  });

  it('takes the keyword as written in running text', () => {
    expect(keywordMatcher('共享配置')(compact('通过共享的配置包共享'))).toBe(false);
    expect(keywordMatcher('lib 配置合并')(compact('id 相同的 lib 配置合并为一个'))).toBe(true);
  });

  it('treats regular-expression characters in the keyword as text', () => {
    expect(holds('配置 (合并)', '配置(合并)')).toBe(true);
    expect(holds('配置.*合并', '配置会合并')).toBe(false);
  });
});
