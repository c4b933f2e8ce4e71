/** A temporary repository with a docs/ tree, for the model's tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes `files` (paths relative to a new repository root) and returns that root. */
export function repoTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-model-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}
