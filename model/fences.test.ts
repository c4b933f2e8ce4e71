import { describe, expect, it } from '@rstest/core';
import { examplesFromSource } from './examples';
import { extractFences, parseFenceInfo } from './fences';
import { extractHeadings, extractInlineCode, extractProse } from './markdown';

const fixtures = new Set(['ts-lib', 'react-lib']);

describe('parseFenceInfo', () => {
  it('reads the language, quoted values, bare flags and highlight ranges', () => {
    const info = parseFenceInfo(
      `ts title="rslib.config.ts" files="dist/index.js, dist/index.cjs" partial='one field' {2,4} lineNumbers`,
    );
    expect(info.lang).toBe('ts');
    expect(info.attrs.values).toEqual({
      title: 'rslib.config.ts',
      files: 'dist/index.js, dist/index.cjs',
      partial: 'one field',
    });
    expect(info.attrs.flags).toEqual(['{2,4}', 'lineNumbers']);
    expect(info.attrs.errors).toEqual([]);
  });

  it('keeps spaces and = inside quoted values and reads unquoted values up to a space', () => {
    const info = parseFenceInfo(
      `ts title=rslib.config.mjs expect-error='Expect "lib" field to be a non-empty array'`,
    );
    expect(info.attrs.values.title).toBe('rslib.config.mjs');
    expect(info.attrs.values['expect-error']).toBe('Expect "lib" field to be a non-empty array');
    const spaced = parseFenceInfo('ts expect-error="a = b c"');
    expect(spaced.attrs.values['expect-error']).toBe('a = b c');
  });

  it('reports duplicate attributes and unterminated quotes', () => {
    expect(parseFenceInfo('ts title="a" title="b"').attrs.errors).toEqual([
      'attribute title is given twice',
    ]);
    expect(parseFenceInfo('ts title="rslib.config.ts').attrs.errors).toEqual([
      'unterminated quote in title=',
    ]);
  });

  it('returns an empty language for a bare fence', () => {
    expect(parseFenceInfo('').lang).toBe('');
  });
});

describe('extractFences', () => {
  it('gives 1-based lines of the fence and of its first code line, after frontmatter', () => {
    const source = [
      '---',
      'title: T',
      '---',
      '',
      '# T',
      '',
      '```ts title="rslib.config.ts"',
      'a',
      'b',
      '```',
      '',
    ].join('\n');
    const [fence] = extractFences(source);
    expect(fence?.line).toBe(7);
    expect(fence?.codeLine).toBe(8);
    expect(fence?.endLine).toBe(10);
    expect(fence?.code).toBe('a\nb');
    expect(fence?.closed).toBe(true);
  });

  it('treats a shorter fence inside a longer one as content', () => {
    const source = [
      '````mdx',
      '```ts title="rslib.config.ts"',
      'x',
      '```',
      '````',
      '```js',
      'y',
      '```',
    ].join('\n');
    const fences = extractFences(source);
    expect(fences.map((fence) => fence.lang)).toEqual(['mdx', 'js']);
    expect(fences[0]?.code).toBe('```ts title="rslib.config.ts"\nx\n```');
  });

  it('removes the indentation of a fence nested in JSX or a list, and reads tilde fences', () => {
    const source = [
      '<Tab label="a">',
      '  ```ts title="rslib.config.ts"',
      '  export default {',
      '    lib: [],',
      '  };',
      '  ```',
      '</Tab>',
      '~~~bash',
      'npx rslib',
      '~~~',
    ].join('\n');
    const fences = extractFences(source);
    expect(fences[0]?.code).toBe('export default {\n  lib: [],\n};');
    expect(fences[1]?.lang).toBe('bash');
    expect(fences[1]?.code).toBe('npx rslib');
  });

  it('runs an unclosed fence to the end of the file and says so', () => {
    const [fence] = extractFences('```ts\nconst a = 1;\n');
    expect(fence?.closed).toBe(false);
    expect(fence?.code).toBe('const a = 1;\n');
  });
});

describe('headings, inline code and prose', () => {
  const source = [
    '---',
    'title: Dts',
    '---',
    '',
    '# Dts',
    '',
    'Set `dts.bundle.bundledPackages` to inline types. See [the guide](/guide/advanced/dts#x) or https://example.com.',
    '',
    '## dts.bundle {#dts-bundle}',
    '',
    '```ts',
    '## not a heading',
    '```',
    '',
    '| Option | 默认值 |',
    '| --- | --- |',
    '| `bundle` | `false` |',
  ].join('\n');

  it('reads heading levels, texts and explicit anchors outside code', () => {
    expect(extractHeadings(source)).toEqual([
      { level: 1, text: 'Dts', id: undefined, line: 5 },
      { level: 2, text: 'dts.bundle', id: 'dts-bundle', line: 9 },
    ]);
  });

  it('reads inline code spans with their line', () => {
    expect(extractInlineCode(source).map((span) => span.code)).toEqual([
      'dts.bundle.bundledPackages',
      'bundle',
      'false',
    ]);
  });

  it('drops code, URLs, anchors and table syntax from prose', () => {
    const prose = extractProse(source).map((line) => line.text.replace(/\s+/g, ' '));
    expect(prose).toContain('Set to inline types. See the guide or');
    expect(prose.join(' ')).not.toMatch(/https|#dts-bundle|\||---|not a heading/);
    expect(prose).toContain('Option 默认值');
  });
});

describe('examplesFromSource', () => {
  const wrap = (
    info: string,
    code = "import { defineConfig } from '@rslib/core';\nexport default defineConfig({});",
  ) => `# Page\n\n\`\`\`${info}\n${code}\n\`\`\`\n`;

  it('takes blocks titled rslib.config.{ts,mts,mjs,js} with the default fixture', () => {
    for (const title of [
      'rslib.config.ts',
      'rslib.config.mts',
      'rslib.config.mjs',
      'rslib.config.js',
    ]) {
      const { blocks } = examplesFromSource(wrap(`ts title="${title}"`), 'page.mdx', fixtures);
      expect(blocks).toHaveLength(1);
      expect(blocks[0]?.fixture).toBe('ts-lib');
      expect(blocks[0]?.problems).toEqual([]);
      expect(blocks[0]?.location).toEqual({ file: 'page.mdx', line: 3, codeLine: 4 });
    }
    expect(
      examplesFromSource(wrap('ts title="rsbuild.config.ts"'), 'page.mdx', fixtures).blocks,
    ).toHaveLength(0);
    expect(
      examplesFromSource(wrap('ts title="rslib.config.cts"'), 'page.mdx', fixtures).blocks,
    ).toHaveLength(0);
  });

  it('splits files= and lib=, keeps fixture, expect-error and partial', () => {
    const { blocks } = examplesFromSource(
      wrap(
        'ts title="rslib.config.ts" fixture="react-lib" files="dist/index.js, dist/index.d.ts" lib="esm, cjs"',
      ) +
        wrap('ts title="rslib.config.ts" expect-error="Unsupported format"') +
        wrap('ts title="rslib.config.ts" partial="only the dts field"'),
      'page.mdx',
      fixtures,
    );
    expect(blocks[0]?.fixture).toBe('react-lib');
    expect(blocks[0]?.files).toEqual(['dist/index.js', 'dist/index.d.ts']);
    expect(blocks[0]?.libIds).toEqual(['esm', 'cjs']);
    expect(blocks[1]?.libIds).toEqual([]);
    expect(blocks[1]?.expectError).toBe('Unsupported format');
    expect(blocks[2]?.partial).toBe('only the dts field');
    expect(blocks.flatMap((block) => block.problems)).toEqual([]);
  });

  it('rejects unknown attributes and fixtures, valueless markers and contradictory markers', () => {
    const problems = (info: string) =>
      examplesFromSource(wrap(info), 'page.mdx', fixtures).blocks[0]?.problems.join('\n') ?? '';
    expect(problems('ts title="rslib.config.ts" file="dist/index.js"')).toMatch(
      /unknown fence attribute "file"/,
    );
    expect(problems('ts title="rslib.config.ts" fixture="vue-lib"')).toMatch(
      /unknown fixture "vue-lib" \(available: react-lib, ts-lib\)/,
    );
    expect(problems('ts title="rslib.config.ts" partial')).toMatch(/partial needs a value/);
    expect(problems('ts title="rslib.config.ts" partial=""')).toMatch(/needs a reason/);
    expect(problems('ts title="rslib.config.ts" partial="x" files="dist/a.js"')).toMatch(
      /partial block is not built/,
    );
    expect(problems('ts title="rslib.config.ts" lib=" , "')).toMatch(/lib="" needs the ids/);
    expect(problems('ts title="rslib.config.ts" partial="x" lib="esm"')).toMatch(
      /partial block is not built/,
    );
    expect(problems('ts title="rslib.config.ts" files="../outside.js"')).toMatch(
      /inside the fixture/,
    );
    expect(problems('ts title="rslib.config.ts" expect-error="x" files="dist/a.js"')).toMatch(
      /cannot be combined/,
    );
  });

  it('lists configs that import defineConfig from @rslib/core without a config title', () => {
    const { blocks, untitled } = examplesFromSource(
      wrap('ts') + wrap('js', 'console.log(1)'),
      'page.mdx',
      fixtures,
    );
    expect(blocks).toHaveLength(0);
    expect(untitled).toEqual([{ file: 'page.mdx', line: 3, codeLine: 4 }]);
  });
});

describe('output trees after an example', () => {
  it('attaches a tree to the example before it in the same section only', () => {
    const config = "import { defineConfig } from '@rslib/core';\nexport default defineConfig({});";
    const source = [
      '```ts title="rslib.config.ts"',
      config,
      '```',
      '',
      '```text',
      'dist/',
      '└── index.js',
      '```',
      '',
      '## Other {#other}',
      '',
      '```text',
      'dist/',
      '└── other.js',
      '```',
    ].join('\n');
    const { blocks } = examplesFromSource(source, 'page.mdx', fixtures);
    expect(blocks[0]?.treeFiles).toEqual([{ path: 'dist/index.js', line: 8 }]);
    expect(blocks[0]?.completeTrees).toEqual([]);
  });

  it('takes a tree fence without placeholders as the whole output folder', () => {
    const config = "import { defineConfig } from '@rslib/core';\nexport default defineConfig({});";
    const fence = (lang: string, tree: string[]) => [`\`\`\`${lang}`, ...tree, '```', ''];
    const source = [
      '```ts title="rslib.config.ts"',
      config,
      '```',
      '',
      ...fence('tree', ['dist/', '└── index.js']),
      ...fence('tree', ['dist/', '└── index.[hash].js']),
      ...fence('text', ['dist/esm', '└── index.js']),
    ].join('\n');
    const { blocks } = examplesFromSource(source, 'page.mdx', fixtures);
    expect(blocks[0]?.completeTrees).toEqual([{ root: 'dist', line: 7 }]);
  });
});
