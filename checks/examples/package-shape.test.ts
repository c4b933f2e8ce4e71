import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { examplesFromSource } from '../../model/examples';
import { attwProfile, packageJsonFor } from './package-shape';
import type { CheckExamplesReport } from './report';
import { formatReport } from './report';
import { checkExamples } from './run';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const dual = fence(
  'ts title="rslib.config.ts"',
  `import { defineConfig } from '@rslib/core';
export default defineConfig({
  lib: [
    { format: 'esm', dts: true, output: { distPath: 'dist/esm' } },
    { format: 'cjs', dts: { autoExtension: true }, output: { distPath: 'dist/cjs' } },
  ],
});`,
);
const shape = (types: { import: string; require: string }, info = '') =>
  fence(
    `json title="package.json"${info}`,
    JSON.stringify(
      {
        type: 'module',
        exports: {
          '.': {
            import: { types: types.import, default: './dist/esm/index.js' },
            require: { types: types.require, default: './dist/cjs/index.cjs' },
          },
        },
        main: './dist/cjs/index.cjs',
        types: types.require,
        files: ['dist'],
      },
      null,
      2,
    ),
  );
/** A bundleless Vue build; its declarations come from vue-tsc, not Rslib's dts. */
const vueConfig = fence(
  'ts title="rslib.config.ts" fixture="vue-lib"',
  `import { pluginVue } from '@rsbuild/plugin-vue';
import { defineConfig } from '@rslib/core';
export default defineConfig({
  lib: [{ format: 'esm', bundle: false, output: { target: 'web' } }],
  plugins: [pluginVue()],
});`,
);
const vueShape = (info: string) =>
  fence(
    `json title="package.json"${info}`,
    JSON.stringify({
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      files: ['dist'],
      sideEffects: ['**/*.css'],
      peerDependencies: { vue: '^3.0.0' },
    }),
  );
const vueIgnore = ' attw-ignore="internal-resolution-error: node16 does not resolve ./Button.vue"';
const good = shape({ import: './dist/esm/index.d.ts', require: './dist/cjs/index.d.cts' });
/** One ESM-typed declaration for both conditions: attw's "Masquerading as ESM". */
const masquerading = shape({ import: './dist/esm/index.d.ts', require: './dist/esm/index.d.ts' });
/** A types path the build does not write: publint's FILE_DOES_NOT_EXIST. */
const missingFile = shape({ import: './dist/esm/index.d.ts', require: './dist/cjs/missing.d.cts' });

const problemsOf = (source: string) =>
  examplesFromSource(source, 'p.mdx', new Set(['ts-lib'])).problems.map(
    ({ location, message }) => `${location.file}:${location.line}: ${message}`,
  );

describe('package.json fences', () => {
  it('attach a fence with entry points to the example before it; fragments are not shapes', () => {
    const source = [
      '# P\n',
      dual,
      good,
      fence('json title="package.json"', '{ "scripts": { "build": "rslib build" } }'),
    ].join('\n');
    const { blocks, problems } = examplesFromSource(source, 'p.mdx', new Set(['ts-lib']));
    expect(problems).toEqual([]);
    expect(blocks[0]?.packageShapes.map((entry) => entry.line)).toEqual([13]);
  });

  it('attw-ignore names rules and a reason', () => {
    const fenced = (info: string) =>
      ['# P\n', dual, shape({ import: './a.d.ts', require: './a.d.cts' }, info)].join('\n');
    expect(problemsOf(fenced(' attw-ignore="internal-resolution-error"'))).toEqual([
      'p.mdx:13: attw-ignore="…" is "<rule> …: <reason>", e.g. "internal-resolution-error: …"',
    ]);
    const { blocks } = examplesFromSource(
      fenced(' attw-ignore="internal-resolution-error false-esm: explained"'),
      'p.mdx',
      new Set(['ts-lib']),
    );
    expect(blocks[0]?.packageShapes[0]?.attwIgnore).toEqual([
      'internal-resolution-error',
      'false-esm',
    ]);
  });

  it('declarations names a generator the checker knows; any other value fails at the fence line', () => {
    const fenced = (info: string) =>
      ['# P\n', dual, shape({ import: './a.d.ts', require: './a.d.cts' }, info)].join('\n');
    expect(problemsOf(fenced(' declarations="vue-tsx"'))).toEqual([
      'p.mdx:13: declarations="vue-tsx" is not a known declaration generator (known: vue-tsc)',
    ]);
    expect(problemsOf(fenced(' declarations=""'))).toEqual([
      'p.mdx:13: declarations="" is not a known declaration generator (known: vue-tsc)',
    ]);
    const { blocks } = examplesFromSource(
      fenced(' declarations="vue-tsc"'),
      'p.mdx',
      new Set(['ts-lib']),
    );
    expect(blocks[0]?.packageShapes[0]?.declarations).toBe('vue-tsc');
  });

  it('a bad-shape fence must sit next to a checked one in its section; reasons are required', () => {
    const bad = masquerading.replace(
      'title="package.json"',
      'title="package.json" bad-shape="one types for both"',
    );
    expect(problemsOf(['# P\n', dual, bad, good].join('\n'))).toEqual([]);
    expect(problemsOf(['# P\n', dual, bad, '## Fix {#fix}\n', good].join('\n'))).toEqual([
      'p.mdx:13: a bad-shape package.json must sit next to a checked one (the fix) in the same section',
    ]);
    expect(
      problemsOf(
        ['# P\n', dual, good.replace('"package.json"', '"package.json" partial=""')].join('\n'),
      ),
    ).toEqual(['p.mdx:13: partial="" needs a reason']);
    expect(problemsOf(good)).toEqual([
      'p.mdx:1: a package.json with entry points needs an rslib.config example before it (or partial="why")',
    ]);
  });

  it('fills name and version from the fixture and picks the attw profile from the shape', () => {
    expect(
      packageJsonFor(
        { json: { type: 'module' }, line: 1, attwIgnore: [] },
        { name: 'ts-lib', version: '1.0.0' },
      ),
    ).toEqual({
      name: 'ts-lib',
      version: '1.0.0',
      type: 'module',
    });
    expect(attwProfile({ main: './a.cjs', exports: {} })).toBe('strict');
    expect(attwProfile({ exports: { '.': { require: './a.cjs' } } })).toBe('node16');
    expect(attwProfile({ exports: { '.': { import: './a.js' } } })).toBe('esm-only');
  });
});

describe('package shapes in check:examples', () => {
  let docsRoot: string;
  let report: CheckExamplesReport;
  beforeAll(async () => {
    docsRoot = mkdtempSync(path.join(os.tmpdir(), 'package-shapes-'));
    mkdirSync(path.join(docsRoot, 'en'), { recursive: true });
    const page = (name: string, packageFence: string) =>
      writeFileSync(
        path.join(docsRoot, `en/${name}.mdx`),
        [`# ${name}\n`, dual, packageFence].join('\n'),
      );
    page('good', good);
    page('masquerading', masquerading);
    page(
      'ignored',
      shape(
        { import: './dist/esm/index.d.ts', require: './dist/esm/index.d.ts' },
        ' attw-ignore="false-esm: the page explains it"',
      ),
    );
    page(
      'unknown-rule',
      shape(
        { import: './dist/esm/index.d.ts', require: './dist/cjs/index.d.cts' },
        ' attw-ignore="no-such-rule: a typo"',
      ),
    );
    page('missing', missingFile);
    const vuePage = (name: string, info: string) =>
      writeFileSync(
        path.join(docsRoot, `en/${name}.mdx`),
        [`# ${name}\n`, vueConfig, vueShape(info)].join('\n'),
      );
    vuePage('vue-tsc', ` declarations="vue-tsc"${vueIgnore}`);
    vuePage('vue-no-declarations', vueIgnore);
    report = await checkExamples({ repoRoot: process.cwd(), docsRoot, typecheck: false });
  }, 300_000);
  afterAll(() => rmSync(docsRoot, { recursive: true, force: true }));

  const messagesOf = (name: string) =>
    report.results
      .find((result) => result.block.location.file.endsWith(name))
      ?.messages.join('\n') ?? '';

  it('passes a dual package whose conditions have their own declarations', () => {
    expect(messagesOf('en/good.mdx')).toBe('');
  });

  it('fails one declaration for both conditions with attw’s message, at the fence line', () => {
    const text = messagesOf('en/masquerading.mdx');
    expect(text).toMatch(
      /the package\.json at line 13: @arethetypeswrong\/cli \(--profile strict\) rejects/,
    );
    expect(text).toMatch(/Masquerading as ESM/);
  });

  it('attw-ignore drops the named attw rule only: publint still rejects the same shape', () => {
    const text = messagesOf('en/ignored.mdx');
    expect(text).not.toMatch(/arethetypeswrong/);
    expect(text).toMatch(/publint rejects the packed package:[\s\S]*interpreted as ESM/);
  });

  it('fails an attw-ignore rule that attw does not know', () => {
    expect(messagesOf('en/unknown-rule.mdx')).toMatch(
      /--ignore-rules no-such-rule\) rejects the packed package:[\s\S]*no-such-rule/,
    );
  });

  it('declarations="vue-tsc" writes the declarations the shape points at before packing', () => {
    expect(messagesOf('en/vue-tsc.mdx')).toBe('');
    expect(messagesOf('en/vue-no-declarations.mdx')).toMatch(
      /publint rejects the packed package:[\s\S]*dist\/index\.d\.ts/,
    );
  });

  it('fails a types path the build does not write with publint’s message', () => {
    const text = messagesOf('en/missing.mdx');
    expect(text).toMatch(/the package\.json at line 13: publint rejects the packed package:/);
    expect(text).toMatch(/dist\/cjs\/missing\.d\.cts/);
    expect(formatReport(report).failed).toBe(true);
  });
});
