import { describe, expect, it } from '@rstest/core';
import { blankComments, withoutComments } from './code-comments';

const en = [
  "import { defineConfig } from '@rslib/core';",
  '',
  '// One ESM output',
  'export default defineConfig({',
  "  lib: [{ format: 'esm' }], // the default format",
  '  /* a block',
  '     comment */',
  '});',
].join('\n');
const zh = [
  "import { defineConfig } from '@rslib/core';",
  '',
  '// 只输出 ESM',
  'export default defineConfig({',
  "  lib: [{ format: 'esm' }], // 默认格式",
  '  /* 跨行的',
  '     注释 */',
  '});',
].join('\n');

describe('blankComments', () => {
  it('makes a config and its translated copy the same, line for line', () => {
    expect(blankComments(zh)).toBe(blankComments(en));
    const lines = blankComments(en).split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[4]).toBe("  lib: [{ format: 'esm' }],");
  });

  it('keeps what only looks like a comment: strings, templates, regular expressions', () => {
    const code = (who: string) =>
      `export default { banner: { js: '// by ${who}' }, footer: \`/* \${x} */\`, test: /\\/\\*x/ };`;
    expect(blankComments(code('A'))).toBe(code('A'));
    expect(blankComments(code('A'))).not.toBe(blankComments(code('B')));
  });

  it('tells apart configs whose code differs', () => {
    expect(blankComments("lib: [{ format: 'esm' }] // a")).not.toBe(
      blankComments("lib: [{ format: 'cjs' }] // a"),
    );
  });
});

describe('withoutComments', () => {
  it('leaves the code without comments or white space', () => {
    expect(withoutComments(zh)).toBe(withoutComments(en));
    expect(withoutComments("const a = '// not a comment'; // one")).toBe("consta='//notacomment';");
  });
});
