/**
 * Identical examples (the en and zh copy of one example, mostly) are built once:
 * a unique build is keyed by everything that shapes its result (fixture, config
 * file name and code, the lib ids it selects, source fences, the declaration
 * generators its package.json shapes run in its folder), not by what is asserted about it: two
 * blocks with the same config and different files=, file trees or expect-error
 * share one build, and each block's assertions are checked against it.
 * The config's comments do not shape the result, so a config whose translated
 * comments alone differ shares the build too; a source file's comments can
 * reach the output, so sources count with theirs.
 */
import { createHash } from 'node:crypto';
import { blankComments } from '../../model/code-comments';
import type { ExampleBlock } from '../../model/examples';

export interface UniqueBuild {
  key: string;
  dir: string;
  block: ExampleBlock;
  blocks: ExampleBlock[];
  build?: { ok: boolean; output: string; ms: number };
  /** publint and attw findings per shown package.json (by its JSON), once built. */
  shapeMessages: Map<string, string[]>;
  /** Type errors by line inside the config file. */
  typeErrors: { line: number; message: string }[];
}

export function buildKey(block: ExampleBlock): string {
  const identity = JSON.stringify([
    block.fixture,
    block.title,
    blankComments(block.code),
    block.libIds,
    block.sources.map((entry) => [entry.path, entry.code]),
    [...new Set(block.packageShapes.flatMap((shape) => shape.declarations ?? []))].sort(),
  ]);
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}
