/**
 * Shown build logs: the lines of a fence with `output="log"` must appear
 * together and in order in what the build of the example before it printed; a
 * `…` line leaves out printed lines (a code frame, the other errors).
 */
import type { ShownLog } from '../../model/examples';
import { logElision } from '../../model/shown-fences';
import { stripAnsi, summarizeOutput } from './process-output';
import { normalizeShownOutput } from './shown-output';

/**
 * Printed and shown text alike, as lines to compare: without ANSI codes, the
 * example folder as `<root>`, hashes as `[hash]`, durations (`in 0.09s`,
 * `in 0.12 s`) as `in [time]` since no two builds take the same time, each
 * line trimmed (the logger pads its labels, Rspack indents its frames), blank
 * lines left out.
 */
export function logLines(text: string, root: string): string[] {
  return normalizeShownOutput(stripAnsi(text), root)
    .replace(/\bin \d+(?:\.\d+)? ?m?s\b/g, 'in [time]')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Problems with a shown log against the build's output (or against what
 * `command` printed), one message naming `file:line` of the fence with a short
 * diff when its lines are not there. The runs of lines between elision lines
 * must each appear together, in order.
 */
export function compareShownLog(
  output: string,
  root: string,
  shown: ShownLog,
  file: string,
  command?: string,
): string[] {
  const printed = joinTsgoPieces(logLines(output, root));
  let from = 0;
  for (const run of runsOf(logLines(shown.code, root)).map(joinTsgoPieces)) {
    const start = bestWindow(printed, run, from);
    const matched = run.filter((line, index) => sameLine(printed[start + index], line)).length;
    if (matched === run.length) {
      from = start + run.length;
      continue;
    }
    const what = command
      ? `the output of \`${command}\` shown at ${file}:${shown.line} is not what it printed`
      : `the build log shown at ${file}:${shown.line} is not what the build printed`;
    const heading = `${what} (compared line by line, trimmed, blank lines ignored):`;
    if (matched === 0) {
      const excerpt = summarizeOutput(output, 15).map((line) => `+ ${line}`);
      return [
        [
          heading,
          ...run.map((line) => `- ${line}`),
          command ? '  it printed:' : '  the build printed:',
          ...excerpt,
        ].join('\n'),
      ];
    }
    const diff = run.flatMap((line, index) => {
      const actual = printed[start + index];
      if (sameLine(actual, line)) return [`  ${line}`];
      return actual === undefined ? [`- ${line}`] : [`- ${line}`, `+ ${actual}`];
    });
    return [[heading, ...diff].join('\n')];
  }
  return [];
}

const TSGO = '[tsgo]';

/**
 * Rslib's dts plugin prints what tsgo writes chunk by chunk, each line of a
 * chunk with its own `[tsgo]`: a line that falls across two chunks prints as
 * two, depending on the machine's load. So a run of `[tsgo]` lines counts as
 * one text, whitespace left out, in which the shown one must appear.
 */
function joinTsgoPieces(lines: string[]): string[] {
  const joined: string[] = [];
  let previousWasTsgo = false;
  for (const line of lines) {
    const isTsgo = line.startsWith(TSGO);
    const text = isTsgo ? line.slice(TSGO.length).replace(/\s+/g, '') : line;
    if (isTsgo && previousWasTsgo) joined[joined.length - 1] += text;
    else joined.push(isTsgo ? `${TSGO} ${text}` : text);
    previousWasTsgo = isTsgo;
  }
  return joined;
}

function sameLine(printed: string | undefined, shown: string): boolean {
  if (printed === shown) return true;
  return (
    printed !== undefined &&
    shown.startsWith(TSGO) &&
    printed.startsWith(TSGO) &&
    printed.includes(shown.slice(TSGO.length + 1))
  );
}

/** The shown lines cut at elision lines into runs that must each appear together. */
function runsOf(lines: string[]): string[][] {
  const runs: string[][] = [[]];
  for (const line of lines) {
    if (logElision.test(line)) runs.push([]);
    else runs[runs.length - 1]?.push(line);
  }
  return runs.filter((run) => run.length);
}

/** Where in `printed`, from `from` on, the run lines up best (the most equal lines; the first such place). */
function bestWindow(printed: string[], run: string[], from: number): number {
  let best = from;
  let bestCount = -1;
  for (let start = from; start < Math.max(from + 1, printed.length - run.length + 1); start++) {
    const count = run.filter((line, index) => sameLine(printed[start + index], line)).length;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  return best;
}
