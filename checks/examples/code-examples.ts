/**
 * TypeScript code examples that are not Rslib config files: the JavaScript API
 * reference's scripts. A fence with the flag `typecheck` is type-checked against
 * the installed packages; one that also has the flag `run` is executed with tsx
 * in a fresh copy of the ts-lib fixture and must exit with code 0.
 *
 *     ```ts title="scripts/build.ts" typecheck run
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withoutNotation } from '../../model/code-notation';
import { type DocsModel, loadDocs } from '../../model/docs';
import { type CodeFence, extractFences } from '../../model/fences';
import { stripAnsi, summarizeOutput } from './process-output';
import { runTypeScript } from './typecheck';

const knownFlags = new Set(['typecheck', 'run']);
const runTimeoutMs = 120_000;

export interface CodeExample {
  file: string;
  line: number;
  codeLine: number;
  title: string;
  code: string;
  run: boolean;
  problems: string[];
}

export interface CodeExampleResult {
  example: CodeExample;
  messages: string[];
}

/** The `typecheck` fences of one MDX source. */
export function codeExamplesFromSource(source: string, file: string): CodeExample[] {
  return codeExamplesOf(extractFences(source), file);
}

function codeExamplesOf(fences: CodeFence[], file: string): CodeExample[] {
  const examples: CodeExample[] = [];
  for (const fence of fences) {
    if (!fence.attrs.flags.includes('typecheck')) continue;
    const problems: string[] = [];
    const title = fence.attrs.values.title;
    if (!title) problems.push('a typecheck block needs title="<file>.ts"');
    else if (!/\.(ts|tsx|mts)$/.test(title) || path.isAbsolute(title) || title.includes('..'))
      problems.push(`title="${title}" must be a relative .ts, .tsx or .mts path`);
    for (const flag of fence.attrs.flags)
      if (!knownFlags.has(flag)) problems.push(`unknown fence flag "${flag}"`);
    if ('partial' in fence.attrs.values) problems.push('a typecheck block cannot be partial');
    examples.push({
      file,
      line: fence.line,
      codeLine: fence.codeLine,
      title: title ?? 'example.ts',
      code: withoutNotation(fence.code),
      run: fence.attrs.flags.includes('run'),
      problems,
    });
  }
  return examples;
}

function runProcess(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_ENV: '' } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      output += `\nstopped after ${timeoutMs / 1000} s`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Type-checks every example in one TypeScript 7 run and maps errors back to the MDX. */
async function typecheck(
  repoRoot: string,
  runDir: string,
  placed: Map<string, CodeExampleResult>,
): Promise<string[]> {
  const output = await runTypeScript(repoRoot, runDir, [...placed.keys()]);
  const unmatched: string[] = [];
  for (const line of stripAnsi(output).split('\n')) {
    const match = /^(.+?)\((\d+),(\d+)\): (error TS\d+: .*)$/.exec(line);
    const result = match ? placed.get(path.resolve(runDir, match[1] as string)) : undefined;
    if (match && result) {
      const mdxLine = result.example.codeLine + Number(match[2]) - 1;
      result.messages.push(`type error at ${result.example.file}:${mdxLine}: ${match[4]}`);
    } else if (line.trim()) unmatched.push(line);
  }
  return unmatched;
}

export interface CodeExamplesReport {
  results: CodeExampleResult[];
  problems: string[];
}

export async function checkCodeExamples(options: {
  repoRoot: string;
  docsRoot: string;
  /** The docs model of docsRoot, when the caller has loaded it already. */
  docs?: DocsModel;
  filter?: string;
}): Promise<CodeExamplesReport> {
  const examples: CodeExample[] = [];
  const docs = options.docs ?? loadDocs(options.docsRoot, options.repoRoot);
  for (const page of docs.pages) {
    if (options.filter && !page.display.includes(options.filter)) continue;
    examples.push(...codeExamplesOf(page.fences, page.display));
  }
  const results = examples.map((example) => ({ example, messages: [...example.problems] }));
  if (!results.length) return { results, problems: [] };

  const runDir = path.join(options.repoRoot, '.cache/code-examples', `run-${process.pid}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const placed = new Map<string, CodeExampleResult>();
  const dirs = new Map<CodeExampleResult, string>();
  results.forEach((result, index) => {
    if (result.messages.length) return;
    // Each example gets its own copy of ts-lib: scripts build `src/` and write `dist/`.
    const dir = path.join(runDir, String(index));
    cpSync(path.join(options.repoRoot, 'examples/fixtures/ts-lib'), dir, { recursive: true });
    const file = path.join(dir, result.example.title);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, result.example.code);
    placed.set(file, result);
    dirs.set(result, dir);
  });
  const problems = await typecheck(options.repoRoot, runDir, placed);
  const tsx = path.join(options.repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const runnable = [...dirs].filter(([result]) => result.example.run && !result.messages.length);
  // Two at a time: the machines this runs on have two cores.
  const lanes = [0, 1].map(async () => {
    for (let next = runnable.shift(); next; next = runnable.shift()) {
      const [result, dir] = next;
      const { code, output } = await runProcess(
        process.execPath,
        [tsx, result.example.title],
        dir,
        runTimeoutMs,
      );
      if (code !== 0) {
        result.messages.push(
          `running ${result.example.title} exited with ${code}:\n${summarizeOutput(stripAnsi(output)).join('\n')}`,
        );
      }
    }
  });
  await Promise.all(lanes);
  if (!results.some((result) => result.messages.length) && !problems.length)
    rmSync(runDir, { recursive: true, force: true });
  return { results, problems };
}

export function formatCodeReport(report: CodeExamplesReport): { text: string; failed: boolean } {
  const lines: string[] = [];
  for (const { example, messages } of report.results) {
    if (!messages.length) continue;
    lines.push(`✗ ${example.file}:${example.line} ${example.title}`);
    for (const message of messages) lines.push(...message.split('\n').map((text) => `    ${text}`));
  }
  if (report.problems.length) {
    lines.push('✗ type-check reported problems outside the examples:');
    lines.push(...report.problems.map((text) => `    ${text}`));
  }
  const failed = report.results.filter((result) => result.messages.length).length;
  const ran = report.results.filter((result) => result.example.run).length;
  lines.push(
    `check:examples (API code): ${report.results.length} blocks type-checked, ${ran} run: ${report.results.length - failed} passed, ${failed} failed`,
  );
  return { text: lines.join('\n'), failed: failed > 0 || report.problems.length > 0 };
}
