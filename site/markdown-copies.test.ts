import { describe, expect, it } from '@rstest/core';
import { cleanMarkdownCopy, notationLeftovers, publicFenceInfo } from './markdown-copies';

const clean = (file: string, text: string, files: string[] = []) =>
  cleanMarkdownCopy(
    { file, text },
    { origin: 'https://rslib.rs', exists: (name) => files.includes(name) },
  );

describe('Markdown copies for AI tools', () => {
  it("keeps a fence's language, title and tab label, and drops the checks' attributes", () => {
    expect(
      publicFenceInfo('ts title="rslib.config.ts" fixture="basic" files="dist/index.js" {2}'),
    ).toBe('ts title="rslib.config.ts"');
    expect(publicFenceInfo('js title="dist/index.js" output')).toBe('js title="dist/index.js"');
    expect(publicFenceInfo('sh [pnpm]')).toBe('sh [pnpm]');
    expect(publicFenceInfo('ts expect-error=\'requires "bundle"\'')).toBe('ts');
  });

  it('leaves a fence shown inside a longer fence as it is', () => {
    const text =
      '````mdx\n```tsx preview\nexport default 1;\n```\n````\n\n```ts title="a.ts" files="x"\n```';
    expect(clean('guide/a.md', text)).toBe(
      '````mdx\n```tsx preview\nexport default 1;\n```\n````\n\n```ts title="a.ts"\n```',
    );
  });

  it('writes letters given as entities as themselves, outside code only', () => {
    expect(clean('zh/a.md', '- **默认值：**&#x52;sbuild `&#x52;` &#x3C;div>')).toBe(
      '- **默认值：**Rsbuild `&#x52;` &#x3C;div>',
    );
    expect(clean('zh/a.md', '```\n&#x6BCF;\n```')).toBe('```\n&#x6BCF;\n```');
  });

  it("points a link to an index page's copy at the file that exists", () => {
    const files = ['config/rsbuild/index.md', 'config/lib/format.md'];
    expect(
      clean(
        'llms-full.txt',
        'see [Rsbuild](https://rslib.rs/config/rsbuild.md#dev), [format](/config/lib/format.md), [x](https://example.com/config/rsbuild.md)',
        files,
      ),
    ).toBe(
      'see [Rsbuild](https://rslib.rs/config/rsbuild/index.md#dev), [format](/config/lib/format.md), [x](https://example.com/config/rsbuild.md)',
    );
  });

  it("writes Rspress's hint at the top in the copy's language", () => {
    const hint =
      '> For AI agents: the complete documentation index is available at https://rslib.rs/zh/llms.txt, the full documentation bundle is available at https://rslib.rs/zh/llms-full.txt.';
    const result = clean('zh/guide/a.md', `${hint}\n\n# 标题`);
    expect(result).toMatch(
      /^> 供 AI 智能体读取：.*https:\/\/rslib\.rs\/zh\/llms\.txt.*https:\/\/rslib\.rs\/zh\/llms-full\.txt/,
    );
    expect(result).not.toContain('For AI agents');
    expect(clean('guide/a.md', hint.replace(/\/zh\//g, '/'))).toMatch(
      /^> For AI agents: the documentation index/,
    );
  });
});

describe("Shiki's notation in the Markdown copies", () => {
  it('writes a block with added and removed lines as a diff that keeps its language and title', () => {
    const text = [
      '```ts title="rslib.config.ts" files="dist/index.js"',
      "import { defineConfig } from 'tsup'; // [!code --]",
      "import { defineConfig } from '@rslib/core'; // [!code ++]",
      '',
      'export default defineConfig({',
      '  // [!code ++:2]',
      "  lib: [{ format: 'esm' }],",
      "  syntax: 'es2021',",
      '});',
      '```',
    ].join('\n');
    expect(clean('guide/a.md', text).split('\n')).toEqual([
      '```diff lang="ts" title="rslib.config.ts"',
      "-import { defineConfig } from 'tsup';",
      "+import { defineConfig } from '@rslib/core';",
      ' ',
      ' export default defineConfig({',
      "+  lib: [{ format: 'esm' }],",
      "+  syntax: 'es2021',",
      ' });',
      '```',
    ]);
  });

  it('keeps the indent of a fence inside a list item in front of the signs', () => {
    const text = [
      '1. Change the scripts:',
      '',
      '   ```json title="package.json"',
      '   {',
      '     "build": "tsup", // [!code --]',
      '     "build": "rslib build", // [!code ++]',
      '   }',
      '   ```',
    ].join('\n');
    expect(clean('zh/guide/a.md', text).split('\n').slice(2)).toEqual([
      '   ```diff lang="json" title="package.json"',
      '    {',
      '   -  "build": "tsup",',
      '   +  "build": "rslib build",',
      '    }',
      '   ```',
    ]);
  });

  it('drops highlight marks and leaves the block in its language', () => {
    const text = '```js\nconst a = 1; // [!code highlight]\n/* [!code hl] */\nconst b = 2;\n```';
    expect(clean('llms-full.txt', text)).toBe('```js\nconst a = 1;\nconst b = 2;\n```');
  });

  it('finds the lines a copy still holds notation on', () => {
    expect(notationLeftovers('# A\n\nx // [!code focus]\n')).toEqual([
      { line: 3, text: 'x // [!code focus]' },
    ]);
    expect(notationLeftovers(clean('guide/a.md', '```ts\nx // [!code --]\n```'))).toEqual([]);
  });
});
