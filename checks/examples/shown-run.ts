/**
 * Shown runs: a fence with `output="node dist/index.js"` says what Node.js prints
 * when it runs that emitted file. The file is run in the built example's folder
 * and the fence's lines must appear together, in order, in what it printed
 * (as for a build log: `…` lines leave printed lines out). Node.js prints
 * absolute paths; the page shows the library's folder as `…`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ShownRun } from '../../model/examples';
import { compareShownLog } from './shown-log';
import { listOutputs } from './shown-output';

const runTimeoutMs = 30_000;

/** What `node <file>` prints in `dir`, with the folder written as the page writes it. */
export function printedByRun(dir: string, file: string): string {
  const result = spawnSync(process.execPath, [file], {
    cwd: dir,
    encoding: 'utf8',
    timeout: runTimeoutMs,
    // The checker's own loaders (tsx) are not what a reader runs.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const printed = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) return `${printed}\n${result.error.message}`;
  return [realpathSync(dir), dir].reduce((text, folder) => text.split(folder).join('…'), printed);
}

export function compareShownRun(dir: string, shown: ShownRun, file: string): string[] {
  if (!existsSync(path.join(dir, shown.file))) {
    return [
      `the fence at ${file}:${shown.line} runs ${shown.file}, which the build did not write; it wrote: ${listOutputs(dir).join(', ') || 'nothing'}`,
    ];
  }
  return compareShownLog(printedByRun(dir, shown.file), dir, shown, file, `node ${shown.file}`);
}
