/**
 * Fences that show what the config example before them produces: an emitted file
 * (`output`, `output="contains"`), what the build printed (`output="log"`) or
 * what Node.js prints when it runs an emitted file (`output="node dist/index.js"`),
 * and the rule that a page shows the reader the error of an `expect-error` example.
 */

import type { CodeFence } from './fences';
import { frontmatterLength, splitLines } from './frontmatter';

export interface ShownOutput {
  /** The emitted file, relative to the library root: `dist/index.js`. */
  path: string;
  code: string;
  mode: 'equal' | 'contains';
  line: number;
}
/** Lines the page says the build prints (a fence with `output="log"`). */
export interface ShownLog {
  code: string;
  line: number;
}
/**
 * Lines the page says Node.js prints when it runs an emitted file (a fence with
 * `output="node dist/index.js"`): the library's folder is shown as `…`.
 */
export interface ShownRun extends ShownLog {
  /** The emitted file, relative to the library root. */
  file: string;
}
/** A log line that stands for any printed lines: `…` (or `...`) on a line of its own. */
export const logElision = /^(…|\.\.\.)$/;
export type ShownFence =
  | { kind: 'file'; output: ShownOutput }
  | { kind: 'log'; log: ShownLog }
  | { kind: 'run'; run: ShownRun };

const runPrefix = 'node ';

/**
 * The shown output a fence declares: a file (titled with it, flagged `output` or
 * `output="contains"`) or a build log (`output="log"`, any title, e.g. "Terminal").
 * Undefined for a fence that shows no output; throws on a malformed one.
 */
export function shownFence(
  attrs: { values: Record<string, string>; flags: string[] },
  code: string,
  line: number,
): ShownFence | undefined {
  const flagged = attrs.flags.includes('output');
  const value = attrs.values.output;
  if (!flagged && value === undefined) return undefined;
  const printsSomething = code
    .split('\n')
    .some((text) => text.trim() && !logElision.test(text.trim()));
  if (value === 'log') {
    if (!printsSomething) throw new Error('a log fence needs the lines the build prints');
    return { kind: 'log', log: { code, line } };
  }
  if (value?.startsWith(runPrefix)) {
    const file = value.slice(runPrefix.length).trim();
    if (!/^dist\/[^\s]+$/.test(file) || file.split('/').includes('..'))
      throw new Error(`output="${value}" must name one emitted file: output="node dist/index.js"`);
    if (!printsSomething)
      throw new Error(`a fence with output="${value}" needs the lines it prints`);
    return { kind: 'run', run: { file, code, line } };
  }
  if (value !== undefined && value !== 'contains')
    throw new Error(
      `output="${value}" is not known; use output, output="contains", output="log" or output="node <emitted file>"`,
    );
  const title = attrs.values.title;
  if (!title) throw new Error('an output fence needs title="<emitted file>"');
  return {
    kind: 'file',
    output: { path: title, code, mode: value === 'contains' ? 'contains' : 'equal', line },
  };
}

/**
 * Why an `expect-error` example leaves the reader without its message, if it
 * does: the page must show the error, either in a log fence after the example
 * (checked against the build) or by quoting the expected text verbatim in its
 * prose (outside code fences and frontmatter), as in "stops with `…`". The
 * fence attribute alone is neither rendered nor searchable.
 */
export function unshownErrorProblem(
  block: { expectError?: string; shownLogs: ShownLog[] },
  prose: string,
): string | undefined {
  if (block.expectError === undefined || block.shownLogs.length) return undefined;
  if (collapseSpaces(prose).includes(collapseSpaces(block.expectError))) return undefined;
  return `expect-error="${block.expectError}" is shown nowhere on the page: add a log fence after the example (\`\`\`text title="Terminal" output="log") with the lines the build prints, or quote the text in the prose`;
}

/** The page's text outside its frontmatter and code fences, one string. */
export function proseOf(source: string, fences: CodeFence[]): string {
  const lines = splitLines(source);
  const inFence = new Set<number>();
  for (const fence of fences)
    for (let line = fence.line; line <= fence.endLine; line++) inFence.add(line);
  return lines
    .filter((_, index) => index >= frontmatterLength(lines) && !inFence.has(index + 1))
    .join('\n');
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
