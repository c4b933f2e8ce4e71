import { describe, expect, it } from '@rstest/core';
import { measureZh, perThousand } from './zh-stats';

describe('zh-stats', () => {
  it('counts watched words per Chinese character of prose, ignoring code and frontmatter', () => {
    const page = [
      '---',
      'title: 它它它',
      '---',
      '',
      '它会生成一个文件。',
      '',
      '`它会一个`',
      '',
      '```ts',
      '// 它会一个',
      '```',
    ].join('\n');
    const stats = measureZh([page]);
    expect(stats.hanCharacters).toBe(8);
    expect(stats.words).toMatchObject({ 它: 1, 一个: 1, 会: 1 });
  });

  it('counts zh-style findings by rule and avoided term', () => {
    const stats = measureZh([
      '---\ntitle: t\n---\n\n依赖作为 external 处理，见 [产物格式](/a) 一节。\n',
    ]);
    expect(stats.findings).toEqual({
      terminology: 1,
      'space-before-link': 1,
      'space-after-link': 1,
    });
    expect(stats.avoidedTerms).toEqual({ external: 1 });
  });

  it('counts 你 and the sentences with three or more 的', () => {
    const stats = measureZh([
      '---\ntitle: t\n---\n\n你的库的产物的目录。你可以构建。\n\n`的的的`\n',
    ]);
    expect(stats.you).toBe(2);
    expect(stats.sentences).toBe(2);
    expect(stats.longDeSentences).toBe(1);
  });

  it('reports per 1,000 characters with one decimal', () => {
    expect(perThousand(399, 56094)).toBe(7.1);
    expect(perThousand(1, 0)).toBe(0);
  });
});
