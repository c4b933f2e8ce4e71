/**
 * Shown build logs: the lines of a fence with `output="log"` must appear
 * together and in order in what the build of the example before it printed.
 */
import type { ShownLog } from '../model/examples';
import { stripAnsi, summarizeOutput } from './process-output';
import { normalizeShownOutput } from './shown-output';

/**
 * Printed and shown text alike, as lines to compare: without ANSI codes, the
 * example folder as `<root>`, hashes as `[hash]`, each line trimmed (the logger
 * pads its labels, Rspack indents its frames), blank lines left out.
 */
export function logLines(text: string, root: string): string[] {
  return normalizeShownOutput(stripAnsi(text), root)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Problems with a shown log against the build's output, one message naming
 * `file:line` of the fence with a short diff when its lines are not there.
 */
export function compareShownLog(
  output: string,
  root: string,
  shown: ShownLog,
  file: string,
): string[] {
  const printed = logLines(output, root);
  const expected = logLines(shown.code, root);
  const start = bestWindow(printed, expected);
  const matched = expected.filter((line, index) => printed[start + index] === line).length;
  if (matched === expected.length) return [];
  const heading = `the build log shown at ${file}:${shown.line} is not what the build printed (compared line by line, trimmed, blank lines ignored):`;
  if (matched === 0) {
    const excerpt = summarizeOutput(output, 15).map((line) => `+ ${line}`);
    return [
      [heading, ...expected.map((line) => `- ${line}`), '  the build printed:', ...excerpt].join(
        '\n',
      ),
    ];
  }
  const diff = expected.flatMap((line, index) => {
    const actual = printed[start + index];
    if (actual === line) return [`  ${line}`];
    return actual === undefined ? [`- ${line}`] : [`- ${line}`, `+ ${actual}`];
  });
  return [[heading, ...diff].join('\n')];
}

/** Where in `printed` the shown lines line up best (the most equal lines; the first such place). */
function bestWindow(printed: string[], expected: string[]): number {
  let best = 0;
  let bestCount = -1;
  for (let start = 0; start < Math.max(1, printed.length - expected.length + 1); start++) {
    const count = expected.filter((line, index) => printed[start + index] === line).length;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  return best;
}
