/**
 * Identical examples (the en and zh copy of one example, mostly) are built once:
 * a unique build is keyed by everything that shapes its result.
 */
import { createHash } from 'node:crypto';
import type { ExampleBlock } from '../model/examples';

export interface UniqueBuild {
  key: string;
  dir: string;
  block: ExampleBlock;
  blocks: ExampleBlock[];
  build?: { ok: boolean; output: string; ms: number };
  /** Type errors by line inside the config file. */
  typeErrors: { line: number; message: string }[];
}
export function buildKey(block: ExampleBlock): string {
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
