import path from 'node:path';
import { parseArgs } from 'node:util';

export type ArgValues = Record<string, string | boolean | undefined>;

/**
 * Command-line options of the check scripts: `--repo-root` (default: the current
 * directory) and `--docs-root` (default: `<repo-root>/docs`), plus `extra`.
 */
export function readRootOptions(extra: Record<string, { type: 'string' | 'boolean' }>) {
  const { values } = parseArgs({
    options: { 'repo-root': { type: 'string' }, 'docs-root': { type: 'string' }, ...extra },
    allowPositionals: false,
  });
  const all = values as ArgValues;
  const repoRoot = path.resolve(stringOption(all, 'repo-root') ?? process.cwd());
  const docsRoot = path.resolve(repoRoot, stringOption(all, 'docs-root') ?? 'docs');
  return { repoRoot, docsRoot, values: all };
}

export function stringOption(values: ArgValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}
