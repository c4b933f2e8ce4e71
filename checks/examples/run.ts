/**
 * check:examples: every `rslib.config.*` code block in the docs is written into
 * a fresh copy of a fixture library and built by the installed @rslib/core, then
 * all of them are type-checked together against @rslib/core's types. This module
 * only orders the steps; each has its own module in checks/examples/.
 *
 * Persistent build cache: Rsbuild keeps it in `<root>/node_modules/.cache`, and
 * Rslib turns it on by default. Every build runs in a directory created empty for
 * this run (fixture copies leave out `node_modules` and `dist`), so no example can
 * pass because of output or cache left by an earlier build.
 */
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DocsModel, loadDocs } from '../../model/docs';
import {
  type ExampleBlock,
  type ExampleLocation,
  type FenceProblem,
  pageExamples,
} from '../../model/examples';
import type { BuildRequest } from './build-protocol';
import { evaluate } from './evaluate';
import {
  listFixtures,
  prepareBuildDir,
  removeStaleRuns,
  translatedFixtureProblems,
} from './fixtures';
import {
  compareOutputs,
  type FreshOutput,
  isRecordedPage,
  readBuildOutput,
  updateOutputs,
} from './outputs';
import { checkPackageShape, shapeKey } from './package-shape';
import { runLimited, WorkerPool } from './pool';
import { runProcessBuild } from './process-build';
import type { BlockResult, CheckExamplesReport } from './report';
import { listOutputs } from './shown-output';
import { typecheckBuilds } from './typecheck';
import { buildKey, type UniqueBuild } from './unique-build';

export interface CheckExamplesOptions {
  repoRoot: string;
  docsRoot: string;
  /** The docs model of docsRoot, when the caller has loaded it already. */
  docs?: DocsModel;
  /** Only blocks whose MDX path contains this text. */
  filter?: string;
  /** Parallel builds (default: the number of CPUs, at most 2). */
  jobs?: number;
  runner?: 'worker' | 'process';
  typecheck?: boolean;
  /** Keep the build directories after the run (for debugging). */
  keep?: boolean;
  /**
   * The recorded outputs of the main examples (checks/examples/outputs.ts):
   * compared with the fresh builds ('check'), rewritten from them ('update'),
   * or left alone (absent).
   */
  outputs?: 'check' | 'update';
  /** Progress output; silent when absent. */
  log?: (line: string) => void;
}
export async function checkExamples(options: CheckExamplesOptions): Promise<CheckExamplesReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const fixtures = listFixtures(options.repoRoot);
  const blocks: ExampleBlock[] = [];
  const untitledConfigs: ExampleLocation[] = [];
  const fenceProblems: FenceProblem[] = [];
  for (const { file, message } of translatedFixtureProblems(options.repoRoot, fixtures)) {
    fenceProblems.push({ location: { file, line: 1, codeLine: 1 }, message });
  }
  const docs = options.docs ?? loadDocs(options.docsRoot, options.repoRoot);
  for (const page of docs.pages) {
    if (options.filter && !page.display.includes(options.filter)) continue;
    const found = pageExamples(page, fixtures);
    blocks.push(...found.blocks);
    untitledConfigs.push(...found.untitled);
    fenceProblems.push(...found.problems);
  }

  const examplesRoot = path.join(options.repoRoot, '.cache/examples');
  removeStaleRuns(examplesRoot);
  const runDir = path.join(examplesRoot, `run-${process.pid}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });

  const builds = new Map<string, UniqueBuild>();
  for (const block of blocks) {
    if (block.problems.length || block.partial !== undefined) continue;
    const key = buildKey(block);
    const existing = builds.get(key);
    if (existing) existing.blocks.push(block);
    else
      builds.set(key, {
        key,
        dir: path.join(runDir, key),
        block,
        blocks: [block],
        shapeMessages: new Map(),
        typeErrors: [],
      });
  }
  const uniqueBuilds = [...builds.values()];
  for (const build of uniqueBuilds) prepareBuildDir(options.repoRoot, build);
  log(`check:examples: ${blocks.length} blocks, ${uniqueBuilds.length} unique builds`);

  let typecheckMs = 0;
  let typecheckProblems = '';
  // A config that documents an error may not type-check; one shared with a block
  // that expects success must.
  const typecheckTargets = uniqueBuilds.filter((build) =>
    build.blocks.some((block) => block.expectError === undefined),
  );
  const typecheck =
    options.typecheck !== false && typecheckTargets.length
      ? (async () => {
          const typecheckStarted = performance.now();
          typecheckProblems = await typecheckBuilds(options.repoRoot, runDir, typecheckTargets);
          typecheckMs = performance.now() - typecheckStarted;
        })()
      : Promise.resolve();

  const jobs = Math.max(1, options.jobs ?? Math.min(2, os.availableParallelism()));
  const runner = options.runner ?? 'worker';
  const pool =
    runner === 'worker'
      ? new WorkerPool(path.join(options.repoRoot, 'checks/examples/build-worker.ts'), jobs)
      : undefined;
  const buildStarted = performance.now();
  let shapesMs = 0;
  // Declaration builds are the slowest; starting them first packs the lanes better.
  const ordered = [...uniqueBuilds].sort(
    (a, b) => Number(/\bdts\b/.test(b.block.code)) - Number(/\bdts\b/.test(a.block.code)),
  );
  let done = 0;
  let nextId = 0;
  try {
    await runLimited(ordered, jobs, async (build) => {
      const request: BuildRequest = {
        id: nextId++,
        cwd: build.dir,
        configFile: build.block.title,
        lib: build.block.libIds,
      };
      // Settings that outlive a build in the worker (Rslib's logger level, the
      // environment, globals, Rsdoctor's process listeners): such an example gets a
      // worker that is not reused.
      const tainting =
        /logLevel|process\.(chdir|exit)|process\.env\.\w+\s*=[^=]|globalThis|@rsdoctor\//.test(
          build.block.code,
        );
      const response = pool
        ? await pool.run(request, tainting)
        : await runProcessBuild(options.repoRoot, request);
      build.build = { ok: response.ok, output: response.output, ms: response.ms };
      // Package shapes are packed and linted in the same lane, right after their
      // build, so they overlap the other lane's builds instead of forming a tail.
      if (response.ok) shapesMs += await checkShapes(options.repoRoot, build, log);
      done++;
      const where = `${build.block.location.file}:${build.block.location.line}`;
      // An example that documents an error is expected to fail: say so, so that a
      // green run shows no line reading "build failed".
      const status = response.ok
        ? 'built'
        : build.block.expectError !== undefined
          ? 'expected error'
          : 'build failed';
      // Every failure is named; of the successes, every 25th shows the progress.
      if (status !== 'built' || done % 25 === 0 || done === uniqueBuilds.length)
        log(
          `  [${done}/${uniqueBuilds.length}] ${status} ${where} (${Math.round(response.ms)} ms)`,
        );
    });
  } finally {
    pool?.close();
  }
  const buildMs = performance.now() - buildStarted;
  await typecheck;

  const results: BlockResult[] = [];
  for (const block of blocks) {
    if (block.problems.length) {
      results.push({
        block,
        status: 'failed',
        messages: block.problems.map((problem) => `fence: ${problem}`),
      });
      continue;
    }
    if (block.partial !== undefined) {
      results.push({ block, status: 'skipped', messages: [] });
      continue;
    }
    const build = builds.get(buildKey(block)) as UniqueBuild;
    results.push({
      block,
      status: 'passed',
      messages: evaluate(build, block),
      buildKey: build.key,
    });
  }
  if (options.outputs) {
    const fresh: FreshOutput[] = [];
    for (const result of results) {
      const { block } = result;
      const build = result.buildKey ? builds.get(result.buildKey) : undefined;
      if (!build?.build?.ok || block.expectError !== undefined) continue;
      if (!isRecordedPage(block.location.file)) continue;
      const fixtureRoot = path.join(options.repoRoot, 'examples/fixtures', block.fixture);
      const inputs = new Set([
        ...listOutputs(fixtureRoot).filter((file) => !file.startsWith('dist/')),
        ...block.sources.map((entry) => entry.path),
      ]);
      fresh.push({ block, output: readBuildOutput(build.dir, inputs, options.repoRoot) });
    }
    const builtPages = new Set(
      results.map(({ block }) => block.location.file).filter((file) => isRecordedPage(file)),
    );
    if (options.outputs === 'update')
      log(
        `check:examples: ${updateOutputs(options.repoRoot, fresh, builtPages)} recorded outputs written`,
      );
    else
      for (const problem of compareOutputs(options.repoRoot, fresh)) {
        const result = problem.block && results.find((entry) => entry.block === problem.block);
        if (result) result.messages.push(problem.message);
        else
          fenceProblems.push({
            location: { file: problem.file, line: 1, codeLine: 1 },
            message: problem.message,
          });
      }
  }
  for (const result of results) if (result.messages.length) result.status = 'failed';

  const failedDirs = new Set(
    results.filter((result) => result.status === 'failed').map((result) => result.buildKey),
  );
  if (!options.keep) {
    if (failedDirs.size === 0) rmSync(runDir, { recursive: true, force: true });
    else
      for (const build of uniqueBuilds)
        if (!failedDirs.has(build.key)) rmSync(build.dir, { recursive: true, force: true });
  }
  return {
    results,
    uniqueBuilds: uniqueBuilds.length,
    untitledConfigs,
    fenceProblems,
    typecheckProblems,
    slowest: uniqueBuilds
      .map((build) => ({ location: build.block.location, ms: build.build?.ms ?? 0 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
    timings: { totalMs: performance.now() - started, buildMs, shapesMs, typecheckMs },
  };
}

/** Runs publint and attw once per distinct package.json shown after the build's blocks. */
async function checkShapes(
  repoRoot: string,
  build: UniqueBuild,
  log: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  for (const block of build.blocks) {
    for (const shape of block.packageShapes) {
      const key = shapeKey(shape);
      if (build.shapeMessages.has(key)) continue;
      build.shapeMessages.set(key, await checkPackageShape(repoRoot, build.dir, shape));
      log(`  package shape ${block.location.file}:${shape.line}`);
    }
  }
  return performance.now() - started;
}
