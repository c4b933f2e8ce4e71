/**
 * Shown output: a fence flagged `output` must equal (or, with
 * `output="contains"`, be part of) the file the example before it builds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShownOutput } from '../../model/examples';

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
export function listOutputs(dir: string): string[] {
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
