/**
 * check:examples: every `rslib.config.*` code block in the docs is written into
 * a fresh copy of a fixture library and built by the installed @rslib/core, then
 * all of them are type-checked together against @rslib/core's types.
 *
 * Runner choice, measured on the 2-core machine with 20 two-format builds of ts-lib,
 * one after another: spawning `rslib build` took 12.4 s (620 ms per build, mostly
 * Node start-up and loading Rslib and the config loader); building the same 20
 * through the JS API in one process took 1.9 s (95 ms per build). So builds run in
 * long-lived worker processes (`--runner worker`, the default); `--runner process`
 * spawns the CLI per build for comparison or when in doubt.
 *
 * Persistent build cache: Rsbuild keeps it in `<root>/node_modules/.cache`, and
 * Rslib turns it on by default. Every build runs in a directory created empty for
 * this run (fixture copies leave out `node_modules` and `dist`), so no example can
 * pass because of output or cache left by an earlier build.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BuildEnvelope,
  type BuildRequest,
  type BuildResponse,
  isResultEnvelope,
} from './build-protocol';
import { displayPath, listPages } from './docs';
import { type CodeFence, extractFences, extractHeadings } from './markdown';

export const configTitlePattern = /^rslib\.config\.(ts|mts|mjs|js)$/;
/**
 * Bare words a fence may carry: ours (`typecheck`, `run`, `output`, `source`) and
 * the ones Rspress's code-block transformers read. Highlight ranges (`{1,3}`) are
 * always allowed; anything else is a typo that would be silently ignored.
 */
export const knownFenceFlags = new Set([
  'typecheck',
  'run',
  'output',
  'source',
  'lineNumbers',
  'wrapCode',
  'fold',
]);
const knownAttributes = new Set(['title', 'fixture', 'files', 'expect-error', 'partial']);
const valuedAttributes = ['fixture', 'files', 'expect-error', 'partial'];
export const defaultFixture = 'ts-lib';
/** A build that takes longer than this is stopped and reported as failed. */
const buildTimeoutMs = 180_000;

export interface ExampleLocation {
  /** Path relative to the repository root, for messages. */
  file: string;
  /** Line of the opening fence. */
  line: number;
  /** Line of the block's first code line (to map type errors). */
  codeLine: number;
}

export interface ExampleBlock {
  location: ExampleLocation;
  title: string;
  code: string;
  fixture: string;
  files: string[];
  /**
   * Output files listed by a `dist/` file tree that the page shows after this
   * example in the same section: the page states them, so the build must write them.
   */
  treeFiles: { path: string; line: number }[];
  /**
   * Emitted files the page shows after this example (fences with the flag
   * `output`, or `output="contains"` for an excerpt): each must match the build.
   */
  shownOutputs: ShownOutput[];
  /**
   * Source files the page shows before this example in the same section (fences
   * flagged `source`): written into the fixture copy before the build.
   */
  sources: SourceFile[];
  expectError?: string;
  partial?: string;
  /** Problems with the fence itself; such a block fails without being built. */
  problems: string[];
}

export interface SourceFile {
  /** Where the file goes, relative to the library root: `src/index.ts`. */
  path: string;
  code: string;
  line: number;
}

/** A problem with a fence that belongs to no example (a `source` or `output` fence, a flag). */
export interface FenceProblem {
  location: ExampleLocation;
  message: string;
}

export interface ShownOutput {
  /** The emitted file, relative to the library root: `dist/index.js`. */
  path: string;
  code: string;
  mode: 'equal' | 'contains';
  line: number;
}

export type BlockStatus = 'passed' | 'failed' | 'skipped';

export interface BlockResult {
  block: ExampleBlock;
  status: BlockStatus;
  /** Why it failed, with Rslib's output or the type errors (one entry per problem). */
  messages: string[];
  /** Key of the unique build it shares with identical blocks. */
  buildKey?: string;
}

export interface CheckExamplesOptions {
  repoRoot: string;
  docsRoot: string;
  /** Only blocks whose MDX path contains this text. */
  filter?: string;
  /** Parallel builds (default: the number of CPUs, at most 2). */
  jobs?: number;
  runner?: 'worker' | 'process';
  typecheck?: boolean;
  /** Keep the build directories after the run (for debugging). */
  keep?: boolean;
  /** Progress output; silent when absent. */
  log?: (line: string) => void;
}

export interface CheckExamplesReport {
  results: BlockResult[];
  uniqueBuilds: number;
  /** Blocks that import @rslib/core's defineConfig but carry no `rslib.config.*` title. */
  untitledConfigs: ExampleLocation[];
  /** Fences that are wrong in themselves (unknown flag, a source fence feeding no example). */
  fenceProblems: FenceProblem[];
  /** TypeScript output that belongs to no example (e.g. a broken fixture); fails the run. */
  typecheckProblems: string;
  timings: { totalMs: number; buildMs: number; typecheckMs: number };
  /** The slowest builds, slowest first, to see where the time goes. */
  slowest: { location: ExampleLocation; ms: number }[];
}

/**
 * The examples of one MDX source, in order, with their fence problems.
 *
 * Scope of a `source` fence: it applies to every config example after it in the
 * same section (up to the next heading of any level); a later `source` fence of
 * the same path replaces it from there on. One that no config example follows
 * in its section is a problem: the page would show a file no build reads.
 */
export function examplesFromSource(
  source: string,
  file: string,
  fixtures: Set<string>,
): { blocks: ExampleBlock[]; untitled: ExampleLocation[]; problems: FenceProblem[] } {
  const blocks: ExampleBlock[] = [];
  const untitled: ExampleLocation[] = [];
  const problems: FenceProblem[] = [];
  const headingLines = extractHeadings(source).map((heading) => heading.line);
  const sectionOf = (line: number) => headingLines.filter((heading) => heading < line).length;
  let previous: ExampleBlock | undefined;
  let sources = new Map<string, SourceFile & { used: boolean; location: ExampleLocation }>();
  let sourcesSection = -1;
  const closeSection = () => {
    for (const entry of sources.values()) {
      if (!entry.used)
        problems.push({
          location: entry.location,
          message: `the source fence ${entry.path} has no rslib.config example after it in its section`,
        });
    }
    sources = new Map();
  };
  for (const fence of extractFences(source)) {
    const title = fence.attrs.values.title;
    const location = { file, line: fence.line, codeLine: fence.codeLine };
    for (const flag of fence.attrs.flags) {
      if (!knownFenceFlags.has(flag) && !/^\{.*\}$/.test(flag))
        problems.push({
          location,
          message: `unknown fence flag "${flag}" (known: ${[...knownFenceFlags].join(', ')}, {line ranges})`,
        });
    }
    const section = sectionOf(fence.line);
    if (section !== sourcesSection) {
      closeSection();
      sourcesSection = section;
    }
    if (fence.attrs.flags.includes('source')) {
      const problem = sourceFenceProblem(title, fence.attrs.flags);
      const replaced = title === undefined ? undefined : sources.get(title);
      if (replaced && !replaced.used)
        problems.push({
          location: replaced.location,
          message: `the source fence ${replaced.path} is replaced at line ${fence.line} before any example uses it`,
        });
      if (problem) problems.push({ location, message: problem });
      else
        sources.set(title as string, {
          path: title as string,
          code: fence.code,
          line: fence.line,
          used: false,
          location,
        });
      continue;
    }
    if (title === undefined || !configTitlePattern.test(title)) {
      if (/from\s+['"]@rslib\/core['"]/.test(fence.code) && /defineConfig\s*\(/.test(fence.code)) {
        untitled.push(location);
      }
      let shown: ShownOutput | undefined;
      try {
        shown = shownOutputFromFence(fence.attrs, fence.code, fence.line);
      } catch (error) {
        problems.push({ location, message: (error as Error).message });
        continue;
      }
      if (shown) {
        if (!previous)
          problems.push({
            location,
            message: 'an output fence needs an rslib.config example before it',
          });
        else previous.shownOutputs.push(shown);
        continue;
      }
      const tree = treeFenceLanguages.has(fence.lang) ? parseOutputTree(fence.code) : undefined;
      const sameSection =
        previous &&
        !headingLines.some(
          (line) => line > (previous as ExampleBlock).location.line && line < fence.line,
        );
      if (tree && previous && sameSection) {
        for (const entry of tree)
          previous.treeFiles.push({ path: entry.path, line: fence.codeLine + entry.line - 1 });
      }
      continue;
    }
    previous = blockFromFence(fence, title, location, fixtures);
    for (const entry of sources.values()) {
      entry.used = true;
      previous.sources.push({ path: entry.path, code: entry.code, line: entry.line });
    }
    blocks.push(previous);
  }
  closeSection();
  return { blocks, untitled, problems };
}

/** Why a fence flagged `source` cannot be written into a fixture copy, if it cannot. */
function sourceFenceProblem(title: string | undefined, flags: string[]): string | undefined {
  if (!title)
    return 'a source fence needs title="<path in the library>", e.g. title="src/index.ts"';
  if (path.isAbsolute(title) || title.split('/').includes('..') || title.startsWith('dist/'))
    return `source title="${title}" must be a relative path inside the library, outside dist/`;
  if (configTitlePattern.test(title))
    return 'a config example is built by itself; drop the source flag from it';
  if (flags.includes('output')) return 'a fence is either source or output, not both';
  return undefined;
}

/** A fence titled with an emitted file and flagged `output` (or `output="contains"`). */
function shownOutputFromFence(
  attrs: { values: Record<string, string>; flags: string[] },
  code: string,
  line: number,
): ShownOutput | undefined {
  const flagged = attrs.flags.includes('output');
  const value = attrs.values.output;
  if (!flagged && value === undefined) return undefined;
  const title = attrs.values.title;
  if (!title) throw new Error('an output fence needs title="<emitted file>"');
  if (value !== undefined && value !== 'contains')
    throw new Error(`output="${value}" is not known; use output or output="contains"`);
  return { path: title, code, mode: value === 'contains' ? 'contains' : 'equal', line };
}

const treeFenceLanguages = new Set(['', 'text', 'txt', 'plaintext', 'bash', 'sh', 'tree']);

/**
 * The paths of a file tree whose root is an output directory (`dist/`, `dist/esm`):
 *
 *     dist/
 *     ├── index.js        # a comment
 *     └── utils/
 *         └── math.js
 *
 * gives dist/index.js (line 2) and dist/utils/math.js (line 4). Trees of other
 * roots (a project layout, `src/`) describe no build output and give undefined;
 * names with wildcards or placeholders (`[hash]`, `*`, `…`) are not asserted.
 */
export function parseOutputTree(code: string): { path: string; line: number }[] | undefined {
  const lines = code.split('\n');
  const rootIndex = lines.findIndex((line) => line.trim() !== '');
  const root = (lines[rootIndex] ?? '')
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/\/$/, '');
  if (!/^dist(\/[\w.-]+)*$/.test(root)) return undefined;
  const entries: { depth: number; name: string; line: number }[] = [];
  for (let index = rootIndex + 1; index < lines.length; index++) {
    const match = /^([│|\s]*)(?:├──|└──|\|--|`--)\s*(.+)$/.exec(lines[index] as string);
    if (!match) {
      if ((lines[index] as string).trim()) return undefined;
      continue;
    }
    const name = (match[2] as string).replace(/\s+(#|\/\/).*$/, '').trim();
    entries.push({ depth: Math.round((match[1] as string).length / 4), name, line: index + 1 });
  }
  if (!entries.length) return undefined;
  const files: { path: string; line: number }[] = [];
  const stack: string[] = [];
  entries.forEach((entry, index) => {
    stack.length = entry.depth;
    stack.push(entry.name.replace(/\/$/, ''));
    const hasChildren = (entries[index + 1]?.depth ?? -1) > entry.depth;
    if (hasChildren || /[*[\]<>…]|\.\.\./.test(stack.join('/'))) return;
    files.push({ path: [root, ...stack].join('/'), line: entry.line });
  });
  return files;
}

function blockFromFence(
  fence: CodeFence,
  title: string,
  location: ExampleLocation,
  fixtures: Set<string>,
): ExampleBlock {
  const { values, flags, errors } = fence.attrs;
  const problems = [...errors];
  for (const key of Object.keys(values)) {
    if (!knownAttributes.has(key)) {
      problems.push(`unknown fence attribute "${key}" (known: ${[...knownAttributes].join(', ')})`);
    }
  }
  for (const flag of flags) {
    if (valuedAttributes.includes(flag))
      problems.push(`fence attribute ${flag} needs a value: ${flag}="..."`);
  }
  const fixture = values.fixture ?? defaultFixture;
  if (!fixtures.has(fixture)) {
    problems.push(`unknown fixture "${fixture}" (available: ${[...fixtures].sort().join(', ')})`);
  }
  const files = (values.files ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of files) {
    if (path.isAbsolute(item) || item.split('/').includes('..')) {
      problems.push(`files entry "${item}" must be a path inside the fixture`);
    }
  }
  const partial = values.partial;
  if (partial !== undefined && partial.trim() === '') problems.push('partial="" needs a reason');
  if (partial !== undefined && (values.files || values['expect-error'] !== undefined)) {
    problems.push('a partial block is not built, so files= and expect-error= cannot apply to it');
  }
  const expectError = values['expect-error'];
  if (expectError !== undefined && expectError.trim() === '')
    problems.push('expect-error="" needs the expected text');
  if (expectError !== undefined && files.length)
    problems.push('expect-error and files= cannot be combined');
  if (!fence.closed) problems.push('the code fence is never closed');
  return {
    location,
    title,
    code: fence.code,
    fixture,
    files,
    treeFiles: [],
    shownOutputs: [],
    sources: [],
    expectError,
    partial,
    problems,
  };
}

export function listFixtures(repoRoot: string): Set<string> {
  const root = path.join(repoRoot, 'tests/fixtures');
  if (!existsSync(root)) return new Set();
  return new Set(
    readdirSync(root, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json')),
      )
      .map((entry) => entry.name),
  );
}

interface UniqueBuild {
  key: string;
  dir: string;
  block: ExampleBlock;
  blocks: ExampleBlock[];
  build?: { ok: boolean; output: string; ms: number };
  /** Type errors by line inside the config file. */
  typeErrors: { line: number; message: string }[];
}

function buildKey(block: ExampleBlock): string {
  const identity = JSON.stringify([
    block.fixture,
    block.title,
    block.code,
    block.files,
    block.treeFiles.map((entry) => entry.path),
    block.sources.map((entry) => [entry.path, entry.code]),
    block.expectError ?? null,
  ]);
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

/** Removes run directories left by runs whose process is gone. */
function removeStaleRuns(examplesRoot: string) {
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

function prepareBuildDir(repoRoot: string, build: UniqueBuild) {
  const fixtureRoot = path.join(repoRoot, 'tests/fixtures', build.block.fixture);
  rmSync(build.dir, { recursive: true, force: true });
  cpSync(fixtureRoot, build.dir, {
    recursive: true,
    filter: (source) => {
      const name = path.relative(fixtureRoot, source).split(path.sep)[0];
      return name !== 'node_modules' && name !== 'dist';
    },
  });
  for (const entry of build.block.sources) {
    const target = path.join(build.dir, entry.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${entry.code}\n`);
  }
  writeFileSync(path.join(build.dir, build.block.title), `${build.block.code}\n`);
}

export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences start with ESC.
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '');
}

/**
 * Rslib's output cut to what explains a failure: the banner, blank lines and
 * file-size tables go; of each stack trace the first two frames stay.
 */
export function summarizeOutput(output: string, maxLines = 40): string[] {
  const lines: string[] = [];
  let frames = 0;
  for (const raw of stripAnsi(output).split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim() || /^Rslib v\d/.test(line) || /ObjectRef is not unref/.test(line)) continue;
    if (/^\s+at\s/.test(line)) {
      frames++;
      if (frames <= 2) lines.push(line);
      continue;
    }
    frames = 0;
    lines.push(line);
  }
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`]
    : lines;
}

/** The environment of a build: the user's shell, without colours and without the test runner's NODE_ENV. */
function exampleEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  return env;
}

class WorkerPool {
  private idle: ChildProcess[] = [];
  private starting = 0;
  private readonly waiting: ((worker: ChildProcess) => void)[] = [];
  private readonly all = new Set<ChildProcess>();

  constructor(
    private readonly workerFile: string,
    private readonly size: number,
  ) {}

  private spawnWorker(): Promise<ChildProcess> {
    return new Promise((resolve, reject) => {
      const worker = fork(this.workerFile, [], {
        execArgv: ['--import', 'tsx'],
        env: exampleEnv(),
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      this.all.add(worker);
      worker.once('message', () => resolve(worker));
      worker.once('exit', (code) => {
        this.all.delete(worker);
        reject(new Error(`build worker exited during start-up with code ${code}`));
      });
    });
  }

  private async acquire(): Promise<ChildProcess> {
    const worker = this.idle.pop();
    if (worker) return worker;
    if (this.all.size + this.starting < this.size) {
      this.starting++;
      try {
        return await this.spawnWorker();
      } finally {
        this.starting--;
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: ChildProcess, reusable: boolean) {
    if (!reusable) {
      this.retire(worker);
      const next = this.waiting.shift();
      if (next) this.acquire().then(next);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }

  private retire(worker: ChildProcess) {
    this.all.delete(worker);
    worker.removeAllListeners();
    // SIGKILL: a plugin's SIGTERM listener (Rsdoctor's calls process.exit, which the
    // worker turns into an exception) would otherwise keep the worker, and this run, alive.
    if (worker.exitCode === null) worker.kill('SIGKILL');
  }

  async run(request: BuildRequest, tainting: boolean): Promise<BuildResponse> {
    const worker = await this.acquire();
    let stray = '';
    const onData = (chunk: Buffer) => {
      stray += chunk.toString('utf8');
    };
    worker.stdout?.on('data', onData);
    worker.stderr?.on('data', onData);
    const response = await new Promise<BuildResponse>((resolve) => {
      const timer = setTimeout(() => {
        finish({
          id: request.id,
          ok: false,
          output: `build timed out after ${buildTimeoutMs} ms`,
          ms: buildTimeoutMs,
          exitCalled: true,
        });
      }, buildTimeoutMs);
      const onMessage = (message: unknown) => {
        if (isResultEnvelope(message)) finish(message.rslibExampleResult);
      };
      const onExit = (code: number | null) =>
        finish({
          id: request.id,
          ok: false,
          output: `build worker exited with code ${code}`,
          ms: 0,
          exitCalled: true,
        });
      function finish(result: BuildResponse) {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(result);
      }
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      const envelope: BuildEnvelope = { rslibExampleBuild: request };
      worker.send(envelope);
    });
    worker.stdout?.off('data', onData);
    worker.stderr?.off('data', onData);
    this.release(worker, !response.exitCalled && !tainting && worker.exitCode === null);
    return { ...response, output: response.output + stray };
  }

  close() {
    for (const worker of [...this.all]) this.retire(worker);
    this.idle = [];
  }
}

function runProcessBuild(repoRoot: string, request: BuildRequest): Promise<BuildResponse> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/@rslib/core/bin/rslib.js'),
        'build',
        '--config',
        request.configFile,
      ],
      { cwd: request.cwd, env: exampleEnv() },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), buildTimeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        id: request.id,
        ok: code === 0,
        output,
        ms: performance.now() - started,
        exitCalled: false,
      });
    });
  });
}

/** Runs `tasks` with at most `limit` at a time. */
async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Runs TypeScript 7 once over `files` with the settings examples are written for,
 * and returns what it printed (nothing when every file type-checks).
 */
export async function runTypeScript(
  repoRoot: string,
  runDir: string,
  files: string[],
): Promise<string> {
  const tsconfigPath = path.join(runDir, 'tsconfig.typecheck.json');
  writeFileSync(
    tsconfigPath,
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          allowJs: true,
          checkJs: true,
          resolveJsonModule: true,
          esModuleInterop: true,
          types: ['node'],
          typeRoots: [path.join(repoRoot, 'node_modules/@types')],
        },
        files,
      },
      null,
      2,
    ),
  );
  return new Promise<string>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
        '-p',
        tsconfigPath,
        '--pretty',
        'false',
      ],
      { cwd: runDir },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.on('close', () => resolve(text));
  });
}

/**
 * Type-checks every built example's config file in one TypeScript 7 run. The
 * files stay in their fixture copies so relative imports resolve as in the build.
 */
async function typecheckBuilds(
  repoRoot: string,
  runDir: string,
  builds: UniqueBuild[],
): Promise<string> {
  const byFile = new Map<string, UniqueBuild>();
  for (const build of builds) byFile.set(path.join(build.dir, build.block.title), build);
  const output = await runTypeScript(repoRoot, runDir, [...byFile.keys()]);
  const unmatched: string[] = [];
  let current: { line: number; message: string } | undefined;
  for (const line of stripAnsi(output).split('\n')) {
    const match = /^(.+?)\((\d+),(\d+)\): (error TS\d+: .*)$/.exec(line);
    if (match) {
      const file = path.resolve(runDir, match[1] as string);
      const build = byFile.get(file);
      current = { line: Number(match[2]), message: `${match[4]} (column ${match[3]})` };
      if (build) build.typeErrors.push(current);
      else unmatched.push(line);
    } else if (/^\s+\S/.test(line) && current) {
      current.message += `\n${line.trimEnd()}`;
    } else if (line.trim()) {
      current = undefined;
      unmatched.push(line);
    }
  }
  return unmatched.join('\n');
}

export async function checkExamples(options: CheckExamplesOptions): Promise<CheckExamplesReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const fixtures = listFixtures(options.repoRoot);
  const blocks: ExampleBlock[] = [];
  const untitledConfigs: ExampleLocation[] = [];
  const fenceProblems: FenceProblem[] = [];
  for (const page of listPages(options.docsRoot)) {
    const file = displayPath(options.repoRoot, page.file);
    if (options.filter && !file.includes(options.filter)) continue;
    const found = examplesFromSource(readFileSync(page.file, 'utf8'), file, fixtures);
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
      builds.set(key, { key, dir: path.join(runDir, key), block, blocks: [block], typeErrors: [] });
  }
  const uniqueBuilds = [...builds.values()];
  for (const build of uniqueBuilds) prepareBuildDir(options.repoRoot, build);
  log(`check:examples: ${blocks.length} blocks, ${uniqueBuilds.length} unique builds`);

  let typecheckMs = 0;
  let typecheckProblems = '';
  const typecheckTargets = uniqueBuilds.filter((build) => build.block.expectError === undefined);
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
      ? new WorkerPool(path.join(options.repoRoot, 'checks/lib/build-worker.ts'), jobs)
      : undefined;
  const buildStarted = performance.now();
  // Declaration builds are the slowest; starting them first packs the lanes better.
  const ordered = [...uniqueBuilds].sort(
    (a, b) => Number(/\bdts\b/.test(b.block.code)) - Number(/\bdts\b/.test(a.block.code)),
  );
  let done = 0;
  let nextId = 0;
  try {
    await runLimited(ordered, jobs, async (build) => {
      const request: BuildRequest = { id: nextId++, cwd: build.dir, configFile: build.block.title };
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
      done++;
      const where = `${build.block.location.file}:${build.block.location.line}`;
      // An example that documents an error is expected to fail: say so, so that a
      // green run shows no line reading "build failed".
      const status = response.ok
        ? 'built'
        : build.block.expectError !== undefined
          ? 'expected error'
          : 'build failed';
      log(`  [${done}/${uniqueBuilds.length}] ${status} ${where} (${Math.round(response.ms)} ms)`);
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
    timings: { totalMs: performance.now() - started, buildMs, typecheckMs },
  };
}

/**
 * Output and expected text compared without line wrapping: tools such as tsgo
 * break a message over several lines, each prefixed with their name (`[tsgo] `).
 */
function normalizeForMatch(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*\[[\w-]+\]\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

function evaluate(build: UniqueBuild, block: ExampleBlock): string[] {
  const messages: string[] = [];
  const outcome = build.build ?? { ok: false, output: 'not built', ms: 0 };
  const output = stripAnsi(outcome.output);
  if (block.expectError !== undefined) {
    if (outcome.ok)
      messages.push(`expected the build to fail with "${block.expectError}", but it succeeded`);
    else if (!normalizeForMatch(output).includes(normalizeForMatch(block.expectError))) {
      messages.push(
        `the build failed as expected, but its output does not contain "${block.expectError}":\n${summarizeOutput(output).join('\n')}`,
      );
    }
    return messages;
  }
  if (!outcome.ok) messages.push(`build failed:\n${summarizeOutput(output).join('\n')}`);
  else {
    const missing = block.files.filter((file) => !existsSync(path.join(build.dir, file)));
    if (missing.length) {
      messages.push(
        `files= expects ${missing.join(', ')}, which the build did not write; it wrote: ${listOutputs(build.dir).join(', ') || 'nothing'}`,
      );
    }
    for (const shown of block.shownOutputs) messages.push(...compareShownOutput(build.dir, shown));
    const missingFromTree = block.treeFiles.filter(
      (entry) => !existsSync(path.join(build.dir, entry.path)),
    );
    if (missingFromTree.length) {
      const listed = missingFromTree
        .map((entry) => `${entry.path} (line ${entry.line})`)
        .join(', ');
      messages.push(
        `the file tree after this example lists ${listed}, which the build did not write; it wrote: ${listOutputs(build.dir).join(', ') || 'nothing'}`,
      );
    }
  }
  for (const error of build.typeErrors) {
    messages.push(
      `type error at ${block.location.file}:${block.location.codeLine + error.line - 1}: ${error.message}`,
    );
  }
  return messages;
}

/**
 * Normalises emitted and shown text alike: the example's own folder becomes
 * `<root>`, 8+ hex digit content hashes become `[hash]`, trailing spaces and
 * blank edges go.
 */
export function normalizeShownOutput(text: string, root: string): string {
  return text
    .split(root)
    .join('<root>')
    .replace(/\b[0-9a-f]{8,}\b/g, '[hash]')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

export function compareShownOutput(dir: string, shown: ShownOutput): string[] {
  const file = path.join(dir, shown.path);
  if (!existsSync(file)) {
    return [
      `the output shown at line ${shown.line} is ${shown.path}, which the build did not write; it wrote: ${listOutputs(dir).join(', ') || 'nothing'}`,
    ];
  }
  const actual = normalizeShownOutput(readFileSync(file, 'utf8'), dir);
  const expected = normalizeShownOutput(shown.code, dir);
  const matches = shown.mode === 'equal' ? actual === expected : actual.includes(expected);
  if (matches) return [];
  const how = shown.mode === 'equal' ? 'differs from' : 'is not part of';
  return [
    `the output shown at line ${shown.line} ${how} the built ${shown.path}:\n${lineDiff(expected, actual)}`,
  ];
}

/** A short diff: shown lines missing from the build (-) and built lines not shown (+). */
function lineDiff(expected: string, actual: string, maxLines = 30): string {
  const actualLines = new Set(actual.split('\n'));
  const expectedLines = new Set(expected.split('\n'));
  const removed = expected.split('\n').filter((line) => !actualLines.has(line));
  const added = actual.split('\n').filter((line) => !expectedLines.has(line));
  return [...removed.map((line) => `- ${line}`), ...added.map((line) => `+ ${line}`)]
    .slice(0, maxLines)
    .join('\n');
}

/** Files a build wrote (outside sources, configs and node_modules), for messages. */
function listOutputs(dir: string): string[] {
  const outputs: string[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (['node_modules', 'src'].includes(entry.name) && current === dir) continue;
        visit(full);
      } else if (current !== dir) outputs.push(relative);
    }
  };
  visit(dir);
  return outputs.sort();
}

export function formatReport(report: CheckExamplesReport): { text: string; failed: boolean } {
  const lines: string[] = [];
  const byKey = new Map<string, BlockResult[]>();
  for (const result of report.results) {
    if (result.status !== 'failed') continue;
    const key = result.buildKey ?? `${result.block.location.file}:${result.block.location.line}`;
    byKey.set(key, [...(byKey.get(key) ?? []), result]);
  }
  for (const group of byKey.values()) {
    for (const result of group) {
      const { file, line } = result.block.location;
      lines.push(`✗ ${file}:${line} [${result.block.fixture}] ${result.block.title}`);
      for (const message of result.messages) {
        lines.push(...message.split('\n').map((text) => `    ${text}`));
      }
    }
  }
  const count = (status: BlockStatus) =>
    report.results.filter((result) => result.status === status).length;
  const failed = count('failed');
  for (const { location, message } of report.fenceProblems)
    lines.push(`✗ ${location.file}:${location.line}: ${message}`);
  if (report.typecheckProblems) {
    lines.push('✗ type-check reported problems outside the examples:');
    lines.push(...report.typecheckProblems.split('\n').map((text) => `    ${text}`));
  }
  lines.push(
    `check:examples: ${report.results.length} blocks (${report.uniqueBuilds} unique builds): ${count('passed')} passed, ${failed} failed, ${count('skipped')} skipped`,
  );
  for (const result of report.results) {
    if (result.status === 'skipped') {
      lines.push(
        `  skipped ${result.block.location.file}:${result.block.location.line}: ${result.block.partial}`,
      );
    }
  }
  if (report.untitledConfigs.length) {
    lines.push(
      `  not checked (imports @rslib/core's defineConfig but has no title="rslib.config.*"):`,
    );
    for (const location of report.untitledConfigs)
      lines.push(`    ${location.file}:${location.line}`);
  }
  const { totalMs, buildMs, typecheckMs } = report.timings;
  lines.push(
    `  time: ${(totalMs / 1000).toFixed(1)} s (builds ${(buildMs / 1000).toFixed(1)} s, type-check ${(typecheckMs / 1000).toFixed(1)} s in parallel)`,
  );
  if (report.slowest.length) {
    const slowest = report.slowest.map(
      ({ location, ms }) => `${location.file}:${location.line} ${(ms / 1000).toFixed(1)} s`,
    );
    lines.push(`  slowest builds: ${slowest.join(', ')}`);
  }
  return {
    text: lines.join('\n'),
    failed: failed > 0 || report.typecheckProblems !== '' || report.fenceProblems.length > 0,
  };
}
