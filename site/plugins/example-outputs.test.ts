import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { Root } from 'mdast';
import { exampleOutputsFolder, fenceCodeHash } from '../../model/example-outputs';
import { remarkExampleOutputs } from './example-outputs';

const config =
  "import { defineConfig } from '@rslib/core'; // [!code ++]\nexport default defineConfig({});";

function repoWithRecord(): string {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'example-outputs-'));
  const folder = path.join(repo, exampleOutputsFolder);
  mkdirSync(folder, { recursive: true });
  mkdirSync(path.join(repo, 'node_modules/@rslib/core'), { recursive: true });
  writeFileSync(path.join(repo, 'node_modules/@rslib/core/package.json'), '{"version":"1.0.1"}');
  writeFileSync(
    path.join(folder, 'index.json'),
    JSON.stringify({
      'docs/en/config/lib/format.mdx': { [fenceCodeHash(config, 'ts-lib')]: 'out1' },
    }),
  );
  writeFileSync(
    path.join(folder, 'out1.json'),
    JSON.stringify({
      files: [{ path: 'dist/index.js', size: 20 }],
      texts: { 'dist/index.js': 'x' },
    }),
  );
  return repo;
}

const fence = (meta: string, value: string) => ({ type: 'code' as const, lang: 'ts', meta, value });

describe('remarkExampleOutputs', () => {
  it('puts the output view after a recorded config example and imports the component once', () => {
    const repo = repoWithRecord();
    const tree: Root = {
      type: 'root',
      children: [
        fence('title="rslib.config.ts"', config),
        fence('title="src/index.ts" source', config),
        fence('title="rslib.config.ts"', 'export default {};'),
      ],
    };
    remarkExampleOutputs({
      repoRoot: repo,
      docsRoot: path.join(repo, 'docs'),
      component: '/theme/ExampleOutput/index.tsx',
    })()(tree, {
      path: path.join(repo, 'docs/en/config/lib/format.mdx'),
    });
    const nodes = tree.children as unknown as {
      type: string;
      name?: string;
      attributes?: { name: string; value: string }[];
    }[];
    expect(nodes.map((node) => node.name ?? node.type)).toEqual([
      'mdxjsEsm',
      'code',
      'ExampleOutput',
      'code',
      'code',
      'exampleMark',
    ]);
    const attributes = (index: number) =>
      Object.fromEntries(nodes[index]?.attributes?.map((a) => [a.name, a.value]) ?? []);
    expect(attributes(2)).toEqual({
      src: '/example-outputs/out1.json',
      files: '[["dist/index.js",20,true]]',
      version: '1.0.1',
    });
    // Built but not recorded: the version mark alone, static HTML linking the page about the checks.
    expect(JSON.stringify(nodes[5])).toContain(
      '"href":"/guide/start/checked-examples"},"children":[{"type":"text","value":"Built with @rslib/core 1.0.1"}]',
    );
  });

  it('marks no partial example, on any page', () => {
    const repo = repoWithRecord();
    const tree: Root = {
      type: 'root',
      children: [fence('title="rslib.config.ts" partial="a fragment"', config)],
    };
    remarkExampleOutputs({
      repoRoot: repo,
      docsRoot: path.join(repo, 'docs'),
      component: '/c.tsx',
    })()(tree, {
      path: path.join(repo, 'docs/en/guide/start/index.mdx'),
    });
    expect(tree.children).toHaveLength(1);
  });
});
