/**
 * Measures check:examples on a synthetic docs tree: `npx tsx checks/examples/bench-examples.ts
 * [--blocks 260] [--runner worker|process]`. Each unique example appears in en and zh
 * (so there are half as many builds as blocks), with a mix close to the real docs:
 * plain ESM/CJS builds, bundleless, declaration files (per file and bundled), UMD,
 * a React component library and examples that are expected to fail.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRootOptions, stringOption } from '../lib/args';
import { formatReport } from './report';
import { checkExamples } from './run';

const kinds: { weight: number; info: string; body: (index: number) => string }[] = [
  {
    weight: 40,
    info: 'files="dist/index.js"',
    body: (i) => `lib: [{ format: 'esm', banner: { js: '/* ${i} */' } }]`,
  },
  {
    weight: 15,
    info: '',
    body: (i) => `lib: [{ format: 'esm' }, { format: 'cjs', footer: { js: '/* ${i} */' } }]`,
  },
  {
    weight: 12,
    info: 'files="dist/utils/math.js"',
    body: (i) => `lib: [{ format: 'esm', bundle: false, banner: { js: '/* ${i} */' } }]`,
  },
  {
    weight: 12,
    info: 'files="dist/index.d.ts"',
    body: (i) => `lib: [{ format: 'esm', dts: true, banner: { js: '/* ${i} */' } }]`,
  },
  {
    weight: 3,
    info: '',
    body: (i) => `lib: [{ format: 'esm', dts: { bundle: true }, banner: { js: '/* ${i} */' } }]`,
  },
  { weight: 6, info: '', body: (i) => `lib: [{ format: 'umd', umdName: 'Lib${i}' }]` },
  {
    weight: 6,
    info: 'fixture="react-lib"',
    body: (i) =>
      `lib: [{ format: 'esm', banner: { js: '/* ${i} */' } }],\n  plugins: [pluginReact()]`,
  },
  {
    weight: 6,
    info: 'expect-error="Unsupported format"',
    body: (i) => `lib: [{ format: 'xyz${i}' as never }]`,
  },
];

const { repoRoot, values } = readRootOptions({
  blocks: { type: 'string' },
  runner: { type: 'string' },
});
const blockCount = Number(stringOption(values, 'blocks') ?? 260);
const runner = stringOption(values, 'runner') === 'process' ? 'process' : 'worker';
const docsRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-examples-'));
const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
const fences: string[] = [];
for (let index = 0; index < blockCount / 2; index++) {
  const slot = index % totalWeight;
  let start = 0;
  const kind = kinds.find((candidate) => {
    start += candidate.weight;
    return slot < start;
  });
  if (!kind) throw new Error('no example kinds');
  const imports = kind.info.includes('react-lib')
    ? "import { pluginReact } from '@rsbuild/plugin-react';\nimport { defineConfig } from '@rslib/core';"
    : "import { defineConfig } from '@rslib/core';";
  fences.push(
    `\`\`\`ts title="rslib.config.ts" ${kind.info}\n${imports}\n\nexport default defineConfig({\n  ${kind.body(index)},\n});\n\`\`\``,
  );
}
const perPage = 10;
for (const lang of ['en', 'zh']) {
  for (let page = 0; page * perPage < fences.length; page++) {
    const dir = path.join(docsRoot, lang, 'bench');
    mkdirSync(dir, { recursive: true });
    const body = fences.slice(page * perPage, (page + 1) * perPage).join('\n\n');
    writeFileSync(
      path.join(dir, `page-${page}.mdx`),
      `---\ntitle: Bench ${page}\n---\n\n# Bench\n\n${body}\n`,
    );
  }
}
const report = await checkExamples({ repoRoot, docsRoot, runner });
console.log(formatReport(report).text);
console.log(`bench: ${blockCount} blocks, runner ${runner}, ${os.availableParallelism()} CPUs`);
rmSync(docsRoot, { recursive: true, force: true });
