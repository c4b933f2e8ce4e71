/**
 * Fixture copies: every build runs in a directory created for this run from a
 * library under examples/fixtures/ (without its node_modules and dist), with the
 * example's source fences and its config written in.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { withoutComments } from '../../model/code-comments';
import type { UniqueBuild } from './unique-build';

export function listFixtures(repoRoot: string): Set<string> {
  const root = path.join(repoRoot, 'examples/fixtures');
  if (!existsSync(root)) return new Set();
  return new Set(
    readdirSync(root, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json')),
      )
      .map((entry) => entry.name),
  );
}
function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesOf(dir, relative);
    return [relative];
  });
}

/**
 * A fixture named `<name>-zh` is `<name>` with its comments in Chinese, for
 * Chinese pages whose shown output includes those comments. Any other
 * difference (a file, code, package.json beyond its name) is a problem.
 */
export function translatedFixtureProblems(
  repoRoot: string,
  fixtures: Set<string>,
): { file: string; message: string }[] {
  const problems: { file: string; message: string }[] = [];
  const root = path.join(repoRoot, 'examples/fixtures');
  for (const copy of fixtures) {
    const original = /^(.+)-zh$/.exec(copy)?.[1];
    if (!original) continue;
    const copyDisplay = `examples/fixtures/${copy}`;
    if (!fixtures.has(original)) {
      problems.push({ file: copyDisplay, message: `no fixture ${original} to translate` });
      continue;
    }
    const originalFiles = filesOf(path.join(root, original)).sort();
    const copyFiles = filesOf(path.join(root, copy)).sort();
    if (originalFiles.join('\n') !== copyFiles.join('\n')) {
      problems.push({
        file: copyDisplay,
        message: `has files ${copyFiles.join(', ')}; examples/fixtures/${original} has ${originalFiles.join(', ')}`,
      });
      continue;
    }
    for (const file of copyFiles) {
      const read = (fixture: string) => readFileSync(path.join(root, fixture, file), 'utf8');
      const same =
        file === 'package.json'
          ? JSON.stringify({ ...JSON.parse(read(original)), name: '' }) ===
            JSON.stringify({ ...JSON.parse(read(copy)), name: '' })
          : withoutComments(read(original)) === withoutComments(read(copy));
      if (!same)
        problems.push({
          file: `${copyDisplay}/${file}`,
          message: `differs from examples/fixtures/${original}/${file} in more than comments`,
        });
    }
  }
  return problems;
}

/** Removes run directories left by runs whose process is gone. */
export function removeStaleRuns(examplesRoot: string) {
  if (!existsSync(examplesRoot)) return;
  for (const entry of readdirSync(examplesRoot)) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid) continue;
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) rmSync(path.join(examplesRoot, entry), { recursive: true, force: true });
  }
}
export function prepareBuildDir(repoRoot: string, build: UniqueBuild) {
  const fixtureRoot = path.join(repoRoot, 'examples/fixtures', build.block.fixture);
  rmSync(build.dir, { recursive: true, force: true });
  cpSync(fixtureRoot, build.dir, {
    recursive: true,
    filter: (source) => {
      const name = path.relative(fixtureRoot, source).split(path.sep)[0];
      return name !== 'node_modules' && name !== 'dist';
    },
  });
  linkPackageAliases(repoRoot, fixtureRoot, build.dir);
  for (const entry of build.block.sources) {
    const target = path.join(build.dir, entry.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${entry.code}\n`);
  }
  writeFileSync(path.join(build.dir, build.block.title), `${build.block.code}\n`);
}

/**
 * A fixture that documents another major version of an installed package (the
 * Tailwind CSS v3 example next to the project's v4) names it in its package.json:
 * `"docsExamples": { "packageAliases": { "tailwindcss": "tailwindcss-v3" } }`.
 * The copy then gets `node_modules/tailwindcss` linked to the repository's
 * `node_modules/tailwindcss-v3` (installed as `npm:tailwindcss@3…`), so the
 * example's config and sources use the package's real name.
 */
export function linkPackageAliases(repoRoot: string, fixtureRoot: string, buildDir: string) {
  const manifestPath = path.join(fixtureRoot, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    docsExamples?: { packageAliases?: Record<string, string> };
  };
  const aliases = manifest.docsExamples?.packageAliases ?? {};
  for (const [name, installed] of Object.entries(aliases)) {
    const target = path.join(repoRoot, 'node_modules', installed);
    if (!existsSync(path.join(target, 'package.json'))) {
      throw new Error(
        `${path.relative(repoRoot, manifestPath)}: docsExamples.packageAliases.${name} names "${installed}", which is not installed in node_modules (add it to devDependencies)`,
      );
    }
    const link = path.join(buildDir, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
}
