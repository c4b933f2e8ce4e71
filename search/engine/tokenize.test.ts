import { describe, expect, it } from '@rstest/core';
import { isCjkToken, tokenize } from './tokenize';

describe('tokenize', () => {
  it('splits Chinese into words with Intl.Segmenter, not single characters', () => {
    const tokens = tokenize('使用构建工具打包产物');
    expect(tokens).toContain('工具');
    expect(tokens).toContain('打包');
    expect(tokens).toContain('产物');
    expect(tokens.every((token) => token.length <= 2)).toBe(true);
    expect(tokens.join('')).toBe('使用构建工具打包产物');
  });

  it('separates Latin words glued to Chinese', () => {
    expect(tokenize('配置rslib的format选项')).toEqual(['配置', 'rslib', '的', 'format', '选项']);
  });

  it('splits code identifiers at punctuation so their parts are findable', () => {
    expect(tokenize('@swc/helpers')).toEqual(['swc', 'helpers']);
    expect(tokenize('--dist-path')).toEqual(['dist', 'path']);
    expect(tokenize('lib.dts.bundle')).toEqual(['lib', 'dts', 'bundle']);
    expect(tokenize('umdname __dirname')).toEqual(['umdname', '__dirname']);
  });

  it('keeps Cyrillic and Korean words', () => {
    expect(tokenize('сборка библиотек')).toEqual(['сборка', 'библиотек']);
    expect(tokenize('라이브러리 빌드')).toEqual(['라이브러리', '빌드']);
  });

  it('tells CJK tokens apart', () => {
    expect(isCjkToken('构建')).toBe(true);
    expect(isCjkToken('ビルド')).toBe(true);
    expect(isCjkToken('build')).toBe(false);
  });
});
