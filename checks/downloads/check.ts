/**
 * The downloadable examples, checked as a reader would use them: every zip
 * the build wrote unpacks into a project whose package.json pins the installed
 * `@rslib/core` and lists every package its code imports; a seeded sample of
 * those whose output is recorded is then built with the real Rslib, from the
 * packages installed here (no network), and must write exactly the recorded
 * files and texts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { ExampleOutput } from '../../model/example-outputs';
import { importedPackages } from '../../model/imported-packages';
import type { ExampleDownload } from '../../site/plugins/example-downloads';
import { installedRslibVersion } from '../../site/rslib-version';
import { isFederationOutput } from '../examples/federation-output';
import { linkPackageAliases } from '../examples/fixtures';
import { readBuildOutput, readOutputIndex } from '../examples/outputs';

export interface DownloadProblem {
  /** `docs/en/config/lib/format.mdx:96`: the example the zip was made from. */
  where: string;
  message: string;
}

interface Manifest {
  scripts?: { build?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** A small deterministic generator (mulberry32) for the sample. */
function random(seed: string) {
  let state = [...seed].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededSample<T>(items: T[], size: number, seed: string): T[] {
  const next = random(seed);
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, size);
}

function unpack(zip: Uint8Array, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  let root = dir;
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    if (name.endsWith('/')) continue;
    const [top, ...rest] = name.split('/');
    root = path.join(dir, top as string);
    const file = path.join(root, ...rest);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  return root;
}

function codeFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(relative, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(dir, file);
    return /\.(m?[jt]sx?|cjs|vue|svelte|css|scss|less)$/.test(entry.name) ? [file] : [];
  });
}

/** What is wrong with an unpacked project's package.json, if anything. */
export function manifestProblems(dir: string, repoRoot: string, rslibVersion: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  const listed = {
    ...manifest.dependencies,
    ...manifest.devDependencies,
    ...manifest.peerDependencies,
  };
  const problems: string[] = [];
  if (manifest.devDependencies?.['@rslib/core'] !== rslibVersion)
    problems.push(
      `package.json pins @rslib/core ${manifest.devDependencies?.['@rslib/core']}, not ${rslibVersion}`,
    );
  if (!manifest.scripts?.build?.startsWith('rslib build'))
    problems.push('package.json has no "build": "rslib build…" script');
  const sources = codeFiles(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
  // A name installed here is a package a reader must install too; others are
  // path aliases (`@/utils`) or Module Federation remotes.
  const installed = (name: string) =>
    existsSync(path.join(repoRoot, 'node_modules', name, 'package.json'));
  for (const name of importedPackages(sources))
    if (!(name in listed) && installed(name))
      problems.push(`its code imports ${name}, which package.json does not list`);
  return problems;
}

/** `dist/` files by name, a content hash in a name written `[hash]` as in texts. */
function distFiles(output: ExampleOutput): Map<string, { size: number; text?: string }> {
  return new Map(
    output.files
      .filter((file) => file.path.startsWith('dist/'))
      .map((file) => [
        file.path.replace(/\b[0-9a-f]{8,}\b/g, '[hash]'),
        { size: file.size, text: output.texts[file.path] },
      ]),
  );
}

/**
 * What the downloaded project's build wrote that the record does not say. A
 * text is compared as recorded (its folder written `<root>`); a size only for
 * binary files (images, Wasm): a script too large to be recorded as text can
 * hold the project's path, which differs from the checks' folder.
 */
const textFile = /\.(m?js|cjs|d\.[cm]?ts|ts|css|json|html|txt|map)$/;
export function differences(recorded: ExampleOutput, built: ExampleOutput): string[] {
  const found: string[] = [];
  const recordedFiles = distFiles(recorded);
  const builtFiles = distFiles(built);
  for (const [file, expected] of recordedFiles) {
    const actual = builtFiles.get(file);
    if (!actual) found.push(`${file} is recorded but was not written`);
    else if (expected.text !== undefined || actual.text !== undefined) {
      if (expected.text !== actual.text) found.push(`${file}: text differs`);
    } else if (!textFile.test(file) && actual.size !== expected.size)
      found.push(`${file}: ${actual.size} bytes, recorded ${expected.size}`);
  }
  for (const file of builtFiles.keys())
    if (!recordedFiles.has(file)) found.push(`${file} was written but is not recorded`);
  return found;
}

export interface CheckDownloadsOptions {
  repoRoot: string;
  buildRoot: string;
  /** How many recorded examples to build. */
  sample: number;
  seed: string;
  log?: (line: string) => void;
}

function readRecord(repoRoot: string, outputId: string): ExampleOutput {
  const recordFile = path.join(repoRoot, 'generated/example-outputs', `${outputId}.json`);
  return JSON.parse(readFileSync(recordFile, 'utf8')) as ExampleOutput;
}

export function checkDownloads(options: CheckDownloadsOptions): {
  problems: DownloadProblem[];
  zips: number;
  built: number;
} {
  const { repoRoot, buildRoot } = options;
  const folder = path.join(buildRoot, 'examples');
  const indexFile = path.join(folder, 'index.json');
  if (!existsSync(indexFile))
    return {
      problems: [{ where: indexFile, message: 'no examples/index.json in the build' }],
      zips: 0,
      built: 0,
    };
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, ExampleDownload>;
  const rslibVersion = installedRslibVersion(repoRoot);
  const records = readOutputIndex(repoRoot);
  const workRoot = path.join(repoRoot, '.cache/downloads');
  const problems: DownloadProblem[] = [];
  const recorded: [string, ExampleDownload, string][] = [];
  for (const [id, entry] of Object.entries(index)) {
    const where = `${entry.page}:${entry.line}`;
    const dir = unpack(
      new Uint8Array(readFileSync(path.join(folder, `${id}.zip`))),
      path.join(workRoot, id),
    );
    for (const message of manifestProblems(dir, repoRoot, rslibVersion))
      problems.push({ where, message });
    const outputId = records[entry.page]?.[entry.codeHash];
    if (outputId) recorded.push([id, entry, outputId]);
  }
  // A record names an example by its config's code: where one page has two
  // examples with the same config (and other sources), the record cannot tell
  // them apart, so neither is sampled.
  const shared = new Set<string>();
  const seen = new Set<string>();
  for (const entry of Object.values(index)) {
    const key = `${entry.page}\0${entry.codeHash}`;
    if (seen.has(key)) shared.add(key);
    seen.add(key);
  }
  // A Module Federation build names its chunks after module paths relative to
  // the project, which sits elsewhere here than where the record was taken
  // (checks/examples/federation-output.ts): those are unpacked, not built.
  const unambiguous = recorded.filter(
    ([, entry, outputId]) =>
      !shared.has(`${entry.page}\0${entry.codeHash}`) &&
      !isFederationOutput(readRecord(repoRoot, outputId)),
  );
  const sample = seededSample(unambiguous, options.sample, options.seed);
  for (const [id, entry, outputId] of sample) {
    const where = `${entry.page}:${entry.line}`;
    const dir = path.join(workRoot, id, `rslib-example-${id}`);
    linkPackageAliases(repoRoot, path.join(repoRoot, 'examples/fixtures', entry.fixture), dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
    const args = (manifest.scripts?.build ?? 'rslib build').split(/\s+/).slice(1);
    options.log?.(`check:downloads: building ${where} (${id})`);
    const result = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/@rslib/core/bin/rslib.js'), ...args],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    if (result.status !== 0) {
      const output = `${result.stdout}${result.stderr}`.trim().split('\n').slice(-15).join('\n');
      problems.push({
        where,
        message: `npx rslib build failed in the downloaded project:\n${output}`,
      });
      continue;
    }
    const expected = readRecord(repoRoot, outputId);
    for (const message of differences(expected, readBuildOutput(dir)))
      problems.push({
        where,
        message: `the downloaded project's build differs from the record: ${message}`,
      });
  }
  return { problems, zips: Object.keys(index).length, built: sample.length };
}
