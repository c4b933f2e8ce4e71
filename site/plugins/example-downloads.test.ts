import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { unzipSync } from 'fflate';
import { examplesFromSource } from '../../model/examples';
import { exampleProject, isDownloadable, zipProject } from './example-downloads';

const repoRoot = path.resolve(__dirname, '../..');
const installed = (name: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version as string;
const work = mkdtempSync(path.join(tmpdir(), 'downloads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const page = [
  '```ts title="src/index.ts" source',
  'export const answer = 42;',
  '```',
  '',
  '```ts title="rslib.config.ts" lib="esm"',
  "import { pluginReact } from '@rsbuild/plugin-react';",
  "import { defineConfig } from '@rslib/core';",
  '',
  "export default defineConfig({ lib: [{ id: 'esm', format: 'esm' }], plugins: [pluginReact()] });",
  '```',
  '',
  '```ts title="rslib.config.ts" partial="a fragment"',
  'lib: []',
  '```',
].join('\n');
const [example, fragment] = examplesFromSource(page, 'docs/en/x.mdx', new Set(['ts-lib'])).blocks;

describe('example projects', () => {
  it('offers whole examples, not fragments', () => {
    expect(example && isDownloadable(example)).toBe(true);
    expect(fragment && isDownloadable(fragment)).toBe(false);
  });

  it('holds the config, the shown source over the fixture, and a pinned package.json', () => {
    if (!example) throw new Error('no example');
    const files = exampleProject(repoRoot, example);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text('rslib.config.ts')).toContain("format: 'esm'");
    expect(text('src/index.ts')).toBe('export const answer = 42;\n');
    expect(files['tsconfig.json']).toBeDefined();
    const manifest = JSON.parse(text('package.json'));
    expect(manifest.devDependencies['@rslib/core']).toBe(installed('@rslib/core'));
    // The config's plugin is not in the fixture's package.json: added, pinned.
    expect(manifest.devDependencies['@rsbuild/plugin-react']).toBe(
      installed('@rsbuild/plugin-react'),
    );
    expect(manifest.dependencies.picocolors).toBe(installed('picocolors'));
    expect(manifest.scripts.build).toBe('rslib build --lib esm');
    expect(manifest.docsExamples).toBeUndefined();
  });

  it('zips the same bytes every time, in one folder', () => {
    if (!example) throw new Error('no example');
    const first = zipProject('abc', exampleProject(repoRoot, example));
    const second = zipProject('abc', exampleProject(repoRoot, example));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const names = Object.keys(unzipSync(first));
    expect(names.every((name) => name.startsWith('rslib-example-abc/'))).toBe(true);
    expect(names).toContain('rslib-example-abc/rslib.config.ts');
  });
});
