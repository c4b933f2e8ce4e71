import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { linkPackageAliases } from './fixtures';

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
  const fixtureRoot = path.join(repoRoot, 'tests/fixtures/tailwind-v3-lib');
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
      'tests/fixtures/tailwind-v3-lib/package.json: docsExamples.packageAliases.tailwindcss names "tailwindcss-v2", which is not installed',
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
