import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { linkPackageAliases, listFixtures, translatedFixtureProblems } from './fixtures';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository with one installed package and a fixture whose package.json is `manifest`. */
function repoWith(manifest: object) {
  const repoRoot = mkdtempSync(path.join(os.tmpdir(), 'fixture-aliases-'));
  roots.push(repoRoot);
  const installed = path.join(repoRoot, 'node_modules/tailwindcss-v3');
  mkdirSync(installed, { recursive: true });
  writeFileSync(
    path.join(installed, 'package.json'),
    JSON.stringify({ name: 'tailwindcss', version: '3.4.19' }),
  );
  const fixtureRoot = path.join(repoRoot, 'examples/fixtures/tailwind-v3-lib');
  mkdirSync(fixtureRoot, { recursive: true });
  writeFileSync(path.join(fixtureRoot, 'package.json'), JSON.stringify(manifest));
  const buildDir = path.join(repoRoot, '.cache/examples/run-1/build');
  mkdirSync(buildDir, { recursive: true });
  return { repoRoot, fixtureRoot, buildDir };
}

describe('fixture package aliases', () => {
  it('resolves the package name in the build copy to the aliased install', () => {
    const { repoRoot, fixtureRoot, buildDir } = repoWith({
      docsExamples: { packageAliases: { tailwindcss: 'tailwindcss-v3' } },
    });
    linkPackageAliases(repoRoot, fixtureRoot, buildDir);
    const linked = JSON.parse(
      readFileSync(path.join(buildDir, 'node_modules/tailwindcss/package.json'), 'utf8'),
    );
    expect(linked.version).toBe('3.4.19');
  });

  it('fails naming the fixture and the alias when the target is not installed', () => {
    const { repoRoot, fixtureRoot, buildDir } = repoWith({
      docsExamples: { packageAliases: { tailwindcss: 'tailwindcss-v2' } },
    });
    expect(() => linkPackageAliases(repoRoot, fixtureRoot, buildDir)).toThrow(
      'examples/fixtures/tailwind-v3-lib/package.json: docsExamples.packageAliases.tailwindcss names "tailwindcss-v2", which is not installed',
    );
  });

  it('links nothing for a fixture without aliases', () => {
    const { repoRoot, fixtureRoot, buildDir } = repoWith({ name: 'plain' });
    linkPackageAliases(repoRoot, fixtureRoot, buildDir);
    expect(() =>
      readFileSync(path.join(buildDir, 'node_modules/tailwindcss/package.json')),
    ).toThrow();
  });
});

describe('Chinese fixture copies', () => {
  /** A repository with fixtures `lib` and `lib-zh`, each given as path → text. */
  function fixturesRepo(original: Record<string, string>, copy: Record<string, string>) {
    const repoRoot = mkdtempSync(path.join(os.tmpdir(), 'fixture-zh-'));
    roots.push(repoRoot);
    for (const [name, files] of [
      ['lib', original],
      ['lib-zh', copy],
    ] as const) {
      for (const [file, text] of Object.entries(files)) {
        const target = path.join(repoRoot, 'examples/fixtures', name, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    }
    return translatedFixtureProblems(repoRoot, listFixtures(repoRoot));
  }
  const source = '/** Adds. */\nexport const add = (a, b) => a + b; // numbers\n';

  it('accepts a copy whose comments and package name differ', () => {
    expect(
      fixturesRepo(
        { 'package.json': '{"name":"lib","type":"module"}', 'src/index.ts': source },
        {
          'package.json': '{"name":"lib-zh","type":"module"}',
          'src/index.ts': '/** 相加。 */\nexport const add = (a, b) => a + b; // 数字\n',
        },
      ),
    ).toEqual([]);
  });

  it('names the file whose code differs, and a missing file', () => {
    expect(
      fixturesRepo(
        { 'package.json': '{"name":"lib"}', 'src/index.ts': source },
        { 'package.json': '{"name":"lib-zh"}', 'src/index.ts': source.replace('+', '-') },
      ),
    ).toEqual([
      {
        file: 'examples/fixtures/lib-zh/src/index.ts',
        message: 'differs from examples/fixtures/lib/src/index.ts in more than comments',
      },
    ]);
    expect(
      fixturesRepo(
        { 'package.json': '{"name":"lib"}', 'src/index.ts': source },
        { 'package.json': '{"name":"lib-zh"}' },
      )[0]?.file,
    ).toBe('examples/fixtures/lib-zh');
  });
});
