/**
 * `dist/` file trees on a page: the output files a tree fence after an
 * example says the build writes (checked against the build by check:examples).
 */
import { type FileTreeEntry, parseFileTree } from './file-tree';

/** Fence languages a file tree is written in. */
export const treeFenceLanguages = new Set(['', 'text', 'txt', 'plaintext', 'bash', 'sh', 'tree']);
/**
 * The paths of a file tree whose root is an output directory (`dist/`, `dist/esm`):
 *
 *     dist/
 *     ├── index.js        # a comment
 *     └── utils/
 *         └── math.js
 *
 * gives dist/index.js (line 2) and dist/utils/math.js (line 4). Trees of other
 * roots (a project layout, `src/`) describe no build output and give undefined;
 * names with wildcards or placeholders (`[hash]`, `*`, `…`) are not asserted.
 */
export function parseOutputTree(code: string): { path: string; line: number }[] | undefined {
  return readOutputTree(code)?.files;
}

/**
 * A `dist/` tree's root and files; `complete` when no name is a placeholder,
 * so that the tree can list every file under its root.
 */
export function readOutputTree(
  code: string,
): { root: string; files: { path: string; line: number }[]; complete: boolean } | undefined {
  const tree = parseFileTree(code);
  const root = tree?.name.replace(/\/$/, '') ?? '';
  if (!tree || !/^dist(\/[\w.-]+)*$/.test(root)) return undefined;
  const files: { path: string; line: number }[] = [];
  let complete = true;
  const visit = (entry: FileTreeEntry, parent: string) => {
    const current = `${parent}/${entry.name.replace(/\/$/, '')}`;
    if (entry.children.length) for (const child of entry.children) visit(child, current);
    else if (/[*[\]<>…]|\.\.\./.test(current)) complete = false;
    else files.push({ path: current, line: entry.line });
  };
  for (const child of tree.children) visit(child, root);
  return { root, files, complete };
}
