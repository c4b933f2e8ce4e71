import { describe, expect, it } from '@rstest/core';
import { applyNotation, notationAsText, withoutNotation } from './code-notation';
import { examplesFromSource } from './examples';

describe('applyNotation', () => {
  it('keeps added lines without their mark and blanks removed ones, line numbers unchanged', () => {
    const code = [
      "import { defineConfig } from 'tsup'; // [!code --]",
      "import { defineConfig } from '@rslib/core'; // [!code ++]",
      'export default defineConfig({',
      "  format: ['esm'], /* [!code --] */",
      "  lib: [{ format: 'esm' }], // [!code highlight]",
      '});',
    ].join('\n');
    const { code: result, marks } = applyNotation(code);
    expect(result.split('\n')).toEqual([
      '',
      "import { defineConfig } from '@rslib/core';",
      'export default defineConfig({',
      '',
      "  lib: [{ format: 'esm' }],",
      '});',
    ]);
    expect(marks).toEqual([
      { line: 1, kind: '--' },
      { line: 2, kind: '++' },
      { line: 4, kind: '--' },
      { line: 5, kind: 'highlight' },
    ]);
  });

  it('applies a standalone mark to the next lines and a :N mark to N lines', () => {
    const code = ['// [!code --:2]', 'a', 'b', 'c // [!code ++:2]', 'd'].join('\n');
    const { code: result, marks } = applyNotation(code);
    expect(result.split('\n')).toEqual(['', '', '', 'c', 'd']);
    expect(marks.map((mark) => `${mark.line}${mark.kind}`)).toEqual(['2--', '3--', '4++', '5++']);
  });

  it('leaves code without notation as it is', () => {
    const code = "const text = '[code]'; // a comment";
    expect(withoutNotation(code)).toBe(code);
  });
});

describe('config examples with change notation', () => {
  it('are built as the code a reader ends up with, sources too', () => {
    const source = [
      '```ts title="src/index.ts" source',
      'export const a = 1; // [!code --]',
      'export const a = 2; // [!code ++]',
      '```',
      '```ts title="rslib.config.ts"',
      "import { defineConfig } from 'tsup'; // [!code --]",
      "import { defineConfig } from '@rslib/core'; // [!code ++]",
      "export default defineConfig({ lib: [{ format: 'esm' }] }); // [!code highlight]",
      '```',
    ].join('\n');
    const [block] = examplesFromSource(source, 'p.mdx', new Set(['ts-lib'])).blocks;
    expect(block?.code).toBe(
      "\nimport { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm' }] });",
    );
    expect(block?.sources[0]?.code).toBe('\nexport const a = 2;');
  });
});

describe('notationAsText', () => {
  it('writes added, removed and unchanged lines with the signs of a unified diff', () => {
    const code = ['a // [!code --]', 'b // [!code ++]', '// [!code highlight]', 'c'].join('\n');
    expect(notationAsText(code)).toEqual({ code: '-a\n+b\n c', diff: true });
  });

  it('only drops the marks of a block with highlights and nothing added or removed', () => {
    expect(notationAsText('a // [!code hl:2]\nb\nc')).toEqual({ code: 'a\nb\nc', diff: false });
  });
});
