import { describe, expect, it } from '@rstest/core';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { codeToHast } from 'shiki';
import { codeNotationTransformers, labelChangedLines, pageFileLang } from './code-notation';

async function highlighted(code: string): Promise<Root> {
  return (await codeToHast(code, {
    lang: 'ts',
    theme: 'github-light',
    // No time limit: on a busy machine the first line (compiling the grammar) could exceed it and stay untokenized.
    tokenizeTimeLimit: 0,
    transformers: codeNotationTransformers(),
  })) as Root;
}

describe('change notation', () => {
  it('removes the comments and opens each added or removed line with a sign and words', async () => {
    const tree = await highlighted(
      [
        "import { defineConfig } from 'tsup'; // [!code --]",
        "import { defineConfig } from '@rslib/core'; // [!code ++]",
        'export default defineConfig({}); // [!code highlight]',
      ].join('\n'),
    );
    labelChangedLines(tree, 'en');
    const html = toHtml(tree);
    expect(html).not.toContain('[!code');
    const lines = html.split('<span class="line').slice(1);
    expect(lines[0]).toMatch(
      /^ diff remove"><span class="rs-code-change rp-copy-ignore"><span class="rs-code-change__sign" aria-hidden="true">−<\/span><span class="rs-code-change__text">Removed line: <\/span><\/span>/,
    );
    expect(lines[1]).toContain('<span class="rs-code-change__text">Added line: </span>');
    expect(lines[1]).toContain('aria-hidden="true">+</span>');
    expect(lines[2]).toMatch(/^ highlighted">/);
    expect(lines[2]).not.toContain('rs-code-change');
  });

  it('words the labels in the language of the page', async () => {
    const tree = await highlighted('const a = 1; // [!code ++]');
    labelChangedLines(tree, pageFileLang('/site/docs', '/site/docs/zh/guide/a.mdx'));
    expect(toHtml(tree)).toContain('新增行：');
    expect(pageFileLang('/site/docs', '/site/docs/en/guide/a.mdx')).toBe('en');
  });
});
