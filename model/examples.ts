/**
 * The examples of a page, read from its fences: each `rslib.config.*` fence with
 * its attributes, the `source` fences it is built from and the output it must
 * produce (`output` fences, `dist/` file trees, `output="log"` build logs, what
 * `output="node dist/…"` fences say an emitted file prints when run).
 * Problems with the fences come back with file and line; nothing here builds
 * anything (checks/examples/ does).
 */
import path from 'node:path';
import { withoutNotation } from './code-notation';
import { type CodeFence, extractFences } from './fences';
import { extractHeadings, type Heading } from './markdown';
import { readOutputTree, treeFenceLanguages } from './output-tree';
import { type PackageShape, packageFence } from './package-shapes';
import {
  proseOf,
  type ShownFence,
  type ShownLog,
  type ShownOutput,
  type ShownRun,
  shownFence,
  unshownErrorProblem,
} from './shown-fences';

export type { ShownLog, ShownOutput, ShownRun } from './shown-fences';

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
const knownAttributes = new Set(['title', 'fixture', 'files', 'lib', 'expect-error', 'partial']);
const valuedAttributes = ['fixture', 'files', 'lib', 'expect-error', 'partial'];
export const defaultFixture = 'ts-lib';
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
   * The `lib` ids the build selects, as `rslib build --lib <id>` does (the
   * attribute `lib="esm, nope"`); empty when it builds every item.
   */
  libIds: string[];
  /**
   * Output files listed by a `dist/` file tree that the page shows after this
   * example in the same section: the page states them, so the build must write them.
   */
  treeFiles: { path: string; line: number }[];
  /**
   * Output folders drawn whole by a `tree` fence after this example (a `dist/`
   * tree without placeholders): the build must write no other file under them.
   */
  completeTrees: { root: string; line: number }[];
  /**
   * Emitted files the page shows after this example (fences with the flag
   * `output`, or `output="contains"` for an excerpt): each must match the build.
   */
  shownOutputs: ShownOutput[];
  /**
   * What the page says the build prints (fences with `output="log"` after this
   * example): each fence's lines must appear together, in order, in the build's log.
   */
  shownLogs: ShownLog[];
  /**
   * What the page says Node.js prints when it runs an emitted file (fences with
   * `output="node dist/…"` after this example): checked like a build log.
   */
  shownRuns: ShownRun[];
  /** Complete package.json files shown after this example: packed and linted with its output. */
  packageShapes: PackageShape[];
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
export interface PageExamples {
  blocks: ExampleBlock[];
  /** Blocks that import @rslib/core's defineConfig but carry no `rslib.config.*` title. */
  untitled: ExampleLocation[];
  problems: FenceProblem[];
}

/** The examples of an MDX text (a page of the docs model is read with pageExamples). */
export function examplesFromSource(
  source: string,
  file: string,
  fixtures: Set<string>,
): PageExamples {
  return pageExamples(
    { display: file, source, fences: extractFences(source), headings: extractHeadings(source) },
    fixtures,
  );
}

/**
 * The examples of one page, in order, with their fence problems.
 *
 * Scope of a `source` fence: it applies to every config example after it in the
 * same section (up to the next heading of any level); a later `source` fence of
 * the same path replaces it from there on. One that no config example follows
 * in its section is a problem: the page would show a file no build reads.
 * `source="page"` widens the scope to the rest of the page, for a walkthrough
 * whose steps (source, config, build) are sections of their own.
 *
 * An `expect-error` example must show the reader its error (unshownErrorProblem):
 * a log fence after it, or the expected text quoted in the page's prose.
 */
export function pageExamples(
  page: { display: string; source: string; fences: CodeFence[]; headings: Heading[] },
  fixtures: Set<string>,
): PageExamples {
  const file = page.display;
  const blocks: ExampleBlock[] = [];
  const untitled: ExampleLocation[] = [];
  const problems: FenceProblem[] = [];
  const headingLines = page.headings.map((heading) => heading.line);
  const sectionOf = (line: number) => headingLines.filter((heading) => heading < line).length;
  let previous: ExampleBlock | undefined;
  type ScopedSource = SourceFile & { used: boolean; location: ExampleLocation };
  let sources = new Map<string, ScopedSource>();
  const pageSources = new Map<string, ScopedSource>();
  let sourcesSection = -1;
  // bad-shape fences of the section, and whether a checked shape sits next to them.
  let badShapes: ExampleLocation[] = [];
  let goodShape = false;
  const closeSection = () => {
    if (!goodShape)
      for (const bad of badShapes)
        problems.push({
          location: bad,
          message:
            'a bad-shape package.json must sit next to a checked one (the fix) in the same section',
        });
    badShapes = [];
    goodShape = false;
    for (const entry of sources.values()) {
      if (!entry.used)
        problems.push({
          location: entry.location,
          message: `the source fence ${entry.path} has no rslib.config example after it in its section`,
        });
    }
    sources = new Map();
  };
  for (const fence of page.fences) {
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
    const pageScoped = fence.attrs.values.source !== undefined;
    if (fence.attrs.flags.includes('source') || pageScoped) {
      const problem = sourceFenceProblem(title, fence.attrs);
      const scope = pageScoped ? pageSources : sources;
      const replaced = title === undefined ? undefined : scope.get(title);
      if (replaced && !replaced.used)
        problems.push({
          location: replaced.location,
          message: `the source fence ${replaced.path} is replaced at line ${fence.line} before any example uses it`,
        });
      if (problem) problems.push({ location, message: problem });
      else
        scope.set(title as string, {
          path: title as string,
          code: withoutNotation(fence.code),
          line: fence.line,
          used: false,
          location,
        });
      continue;
    }
    const packageJson = packageFence(fence);
    if (packageJson) {
      if (packageJson.kind === 'problem') problems.push({ location, message: packageJson.message });
      else if (packageJson.kind === 'bad-shape') badShapes.push(location);
      else if (packageJson.kind === 'shape') {
        goodShape = true;
        if (!previous)
          problems.push({
            location,
            message:
              'a package.json with entry points needs an rslib.config example before it (or partial="why")',
          });
        else previous.packageShapes.push(packageJson.shape);
      }
      continue;
    }
    if (title === undefined || !configTitlePattern.test(title)) {
      if (/from\s+['"]@rslib\/core['"]/.test(fence.code) && /defineConfig\s*\(/.test(fence.code)) {
        untitled.push(location);
      }
      let shown: ShownFence | undefined;
      try {
        shown = shownFence(fence.attrs, fence.code, fence.line);
      } catch (error) {
        problems.push({ location, message: (error as Error).message });
        continue;
      }
      if (shown) {
        if (!previous)
          problems.push({
            location,
            message:
              shown.kind === 'log'
                ? 'a log fence (output="log") needs an rslib.config example before it'
                : shown.kind === 'run'
                  ? 'a fence with output="node …" needs an rslib.config example before it'
                  : 'an output fence needs an rslib.config example before it',
          });
        else if (shown.kind === 'log') previous.shownLogs.push(shown.log);
        else if (shown.kind === 'run') previous.shownRuns.push(shown.run);
        else previous.shownOutputs.push(shown.output);
        continue;
      }
      if (/^\s*dist\/\S+\s+\d+(?:\.\d+)? kB\s*$/m.test(fence.code))
        problems.push({
          location,
          message:
            'file sizes from a build are shown unchecked: mark the fence output="log" after the rslib.config example it comes from',
        });
      const tree = treeFenceLanguages.has(fence.lang) ? readOutputTree(fence.code) : undefined;
      const sameSection =
        previous &&
        !headingLines.some(
          (line) => line > (previous as ExampleBlock).location.line && line < fence.line,
        );
      if (tree && previous && sameSection) {
        for (const entry of tree.files)
          previous.treeFiles.push({ path: entry.path, line: fence.codeLine + entry.line - 1 });
        if (fence.lang === 'tree' && tree.complete)
          previous.completeTrees.push({ root: tree.root, line: fence.codeLine });
      }
      continue;
    }
    previous = blockFromFence(fence, title, location, fixtures);
    // A section's own source of a path is written over the page-wide one.
    const inScope = new Map([...pageSources, ...sources]);
    for (const entry of inScope.values()) {
      entry.used = true;
      previous.sources.push({ path: entry.path, code: entry.code, line: entry.line });
    }
    blocks.push(previous);
  }
  closeSection();
  for (const entry of pageSources.values()) {
    if (!entry.used)
      problems.push({
        location: entry.location,
        message: `the source fence ${entry.path} has no rslib.config example after it on the page`,
      });
  }
  const prose = proseOf(page.source, page.fences);
  for (const block of blocks) {
    const message = unshownErrorProblem(block, prose);
    if (message) problems.push({ location: block.location, message });
    // Nothing is emitted to run: the build is expected to fail, or it is not built.
    if (block.expectError !== undefined || block.partial !== undefined)
      for (const run of block.shownRuns)
        problems.push({
          location: { file, line: run.line, codeLine: run.line + 1 },
          message: `output="node ${run.file}" needs an example that builds; the one before it is ${block.partial !== undefined ? 'partial' : 'expected to fail'}`,
        });
  }
  return { blocks, untitled, problems };
}
/** Why a fence flagged `source` cannot be written into a fixture copy, if it cannot. */
function sourceFenceProblem(
  title: string | undefined,
  attrs: { values: Record<string, string>; flags: string[] },
): string | undefined {
  if (!title)
    return 'a source fence needs title="<path in the library>", e.g. title="src/index.ts"';
  if (path.isAbsolute(title) || title.split('/').includes('..') || title.startsWith('dist/'))
    return `source title="${title}" must be a relative path inside the library, outside dist/`;
  if (configTitlePattern.test(title))
    return 'a config example is built by itself; drop the source flag from it';
  if (attrs.flags.includes('output') || attrs.values.output !== undefined)
    return 'a fence is either source or output, not both';
  if (attrs.values.source !== undefined && attrs.values.source !== 'page')
    return `source="${attrs.values.source}" is not known; use source (this section) or source="page" (the rest of the page)`;
  return undefined;
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
  const files = commaList(values.files);
  for (const item of files) {
    if (path.isAbsolute(item) || item.split('/').includes('..')) {
      problems.push(`files entry "${item}" must be a path inside the fixture`);
    }
  }
  const libIds = commaList(values.lib);
  if (values.lib !== undefined && libIds.length === 0)
    problems.push('lib="" needs the ids to build, as `rslib build --lib <id>` takes them');
  const partial = values.partial;
  if (partial !== undefined && partial.trim() === '') problems.push('partial="" needs a reason');
  if (
    partial !== undefined &&
    (values.files || values.lib !== undefined || values['expect-error'] !== undefined)
  ) {
    problems.push(
      'a partial block is not built, so files=, lib= and expect-error= cannot apply to it',
    );
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
    // Change notation is shown, not built: the build gets the code a reader ends up with.
    code: withoutNotation(fence.code),
    fixture,
    files,
    libIds,
    treeFiles: [],
    completeTrees: [],
    shownOutputs: [],
    shownLogs: [],
    shownRuns: [],
    packageShapes: [],
    sources: [],
    expectError,
    partial,
    problems,
  };
}

/** `files="a, b"` and `lib="esm, cjs"`: the items, trimmed, without empty ones. */
function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
