import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { exampleOutputsFolder, isRecordedPage } from '../../model/example-outputs';
import { examplesFromSource } from '../../model/examples';
import { federationDifferences, isFederationOutput, withoutModuleIds } from './federation-output';
import { compareOutputs, readBuildOutput, updateOutputs } from './outputs';

const page = 'docs/en/config/lib/format.mdx';
const block = (code: string) =>
  examplesFromSource(
    `\`\`\`ts title="rslib.config.ts"\n${code}\n\`\`\`\n`,
    page,
    new Set(['ts-lib']),
  ).blocks[0] as NonNullable<ReturnType<typeof examplesFromSource>['blocks'][0]>;

function buildDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'example-output-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('recorded example outputs', () => {
  it('read the files a build wrote with sizes, texts without the folder path or source maps', () => {
    const dir = buildDir({
      'src/index.ts': 'export {}',
      'package.json': '{}',
      'dist/index.js': 'export const a = 1;',
      'dist/index.js.map': '{}',
    });
    writeFileSync(path.join(dir, 'dist/index.d.ts'), `// ${dir}/src/index.ts`);
    const output = readBuildOutput(dir);
    expect(output.files).toEqual([
      { path: 'dist/index.d.ts', size: 22 },
      { path: 'dist/index.js', size: 19 },
      { path: 'dist/index.js.map', size: 2 },
    ]);
    expect(output.texts).toEqual({
      'dist/index.d.ts': '// <root>/src/index.ts',
      'dist/index.js': 'export const a = 1;',
    });
  });

  it('fail naming the example when a build differs from the record, until it is updated', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'outputs-repo-'));
    const example = block("export default { lib: [{ format: 'esm' }] };");
    const first = { block: example, output: readBuildOutput(buildDir({ 'dist/a.js': '1' })) };
    expect(compareOutputs(repo, [first])[0]?.message).toMatch(/has no recorded output/);
    updateOutputs(repo, [first]);
    expect(compareOutputs(repo, [first])).toEqual([]);
    const changed = { block: example, output: readBuildOutput(buildDir({ 'dist/a.js': '2' })) };
    const [problem] = compareOutputs(repo, [changed]);
    expect(problem?.block).toBe(example);
    expect(problem?.message).toMatch(
      /differs from what its build wrote; run `npx tsx checks\/check-examples.ts --update-outputs`/,
    );
    updateOutputs(repo, [changed]);
    // The old output is no longer referenced and goes.
    expect(readdirSync(path.join(repo, exampleOutputsFolder))).toHaveLength(2);
    const other = block("export default { lib: [{ format: 'cjs' }] };");
    expect(
      compareOutputs(repo, [{ block: other, output: changed.output }]).map((p) => p.message),
    ).toEqual([
      expect.stringMatching(/has no recorded output/),
      expect.stringMatching(/no longer on the page/),
    ]);
  });

  it('are kept for the lib options and the output guides', () => {
    expect(isRecordedPage('docs/zh/config/lib/shims.mdx')).toBe(true);
    expect(isRecordedPage('docs/en/guide/advanced/web-workers.mdx')).toBe(true);
    expect(isRecordedPage('docs/en/guide/start/quick-start.mdx')).toBe(false);
  });
});

describe('Module Federation outputs', () => {
  // Two real builds of one example from clones in two folders differ like this (module ids only).
  const chunk = (ids: [string, string]) =>
    `(globalThis["chunk_ts_lib"]||=[]).push([["l"],{${ids[0]}(__unused_rspack_module,__webpack_exports__,__webpack_require__){var p=__webpack_require__("${ids[1]}");}}]);`;
  const federationBuild = (ids: [string, string], remoteEntry: string) =>
    buildDir({
      'dist/mf/mf-manifest.json': '{"id":"ts_lib"}',
      'dist/mf/__federation_expose_default_export.0123456789.js': chunk(ids),
      'dist/mf/ts_lib.0123456789.js': remoteEntry,
    });

  it('match their record when only module ids and the repository folder differ', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'outputs-repo-'));
    const example = block("export default { lib: [{ format: 'mf' }] };");
    const recordedDir = federationBuild(
      ['U', 'h'],
      `var ${'_work_main'}_node_modules_x=1;${'a'.repeat(30_000)}`,
    );
    const recorded = readBuildOutput(recordedDir, new Set(), '/work/main');
    expect(isFederationOutput(recorded)).toBe(true);
    expect(recorded.files).toContainEqual({ path: 'dist/mf/ts_lib.[hash].js', size: 30_027 });
    updateOutputs(repo, [{ block: example, output: recorded }]);

    const elsewhere = federationBuild(
      ['U', 'uQ'],
      `var _tmp_clone_of_the_repo_node_modules_x=1;${'a'.repeat(30_002)}`,
    );
    const fresh = readBuildOutput(elsewhere, new Set(), '/tmp/clone-of/the-repo');
    expect(federationDifferences(recorded, fresh)).toEqual([]);
    expect(compareOutputs(repo, [{ block: example, output: fresh }])).toEqual([]);
    // Refreshing the record on the other machine keeps the recorded build.
    const [recordedId] = Object.values(
      JSON.parse(readFileSync(path.join(repo, exampleOutputsFolder, 'index.json'), 'utf8'))[page],
    );
    updateOutputs(repo, [{ block: example, output: fresh }]);
    expect(readdirSync(path.join(repo, exampleOutputsFolder))).toEqual(
      ['index.json', `${recordedId}.json`].sort(),
    );
  });

  it('fail, saying what differs, when anything else changed', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'outputs-repo-'));
    const example = block("export default { lib: [{ format: 'mf' }] };");
    const recorded = readBuildOutput(federationBuild(['U', 'h'], 'a'.repeat(30_000)));
    updateOutputs(repo, [{ block: example, output: recorded }]);
    const changedText = readBuildOutput(federationBuild(['U', 'h'], 'a'.repeat(30_000)));
    changedText.texts['dist/mf/mf-manifest.json'] = '{"id":"other"}';
    const grown = readBuildOutput(federationBuild(['U', 'h'], 'a'.repeat(31_000)));
    expect(compareOutputs(repo, [{ block: example, output: changedText }])[0]?.message).toMatch(
      /mf-manifest\.json: text differs beyond module ids/,
    );
    expect(compareOutputs(repo, [{ block: example, output: grown }])[0]?.message).toMatch(
      /ts_lib\.\[hash\]\.js: 31000 bytes, recorded 30000/,
    );
  });

  it('erase module ids where chunks require and define modules', () => {
    expect(withoutModuleIds(chunk(['U', 'h']))).toBe(withoutModuleIds(chunk(['Qz', '12'])));
    expect(withoutModuleIds('{SG(module){},FX(__unused_rspack_module){}}')).toBe(
      '{#(module){},#(__unused_rspack_module){}}',
    );
  });
});
