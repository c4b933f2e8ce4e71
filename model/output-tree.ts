/**
 * `dist/` file trees on a page: the output files a tree fence after an
 * example says the build writes (checked against the build by check:examples).
 */

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
  const lines = code.split('\n');
  const rootIndex = lines.findIndex((line) => line.trim() !== '');
  const root = (lines[rootIndex] ?? '')
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/\/$/, '');
  if (!/^dist(\/[\w.-]+)*$/.test(root)) return undefined;
  const entries: { depth: number; name: string; line: number }[] = [];
  for (let index = rootIndex + 1; index < lines.length; index++) {
    const match = /^([│|\s]*)(?:├──|└──|\|--|`--)\s*(.+)$/.exec(lines[index] as string);
    if (!match) {
      if ((lines[index] as string).trim()) return undefined;
      continue;
    }
    const name = (match[2] as string).replace(/\s+(#|\/\/).*$/, '').trim();
    entries.push({ depth: Math.round((match[1] as string).length / 4), name, line: index + 1 });
  }
  if (!entries.length) return undefined;
  const files: { path: string; line: number }[] = [];
  const stack: string[] = [];
  entries.forEach((entry, index) => {
    stack.length = entry.depth;
    stack.push(entry.name.replace(/\/$/, ''));
    const hasChildren = (entries[index + 1]?.depth ?? -1) > entry.depth;
    if (hasChildren || /[*[\]<>…]|\.\.\./.test(stack.join('/'))) return;
    files.push({ path: [root, ...stack].join('/'), line: entry.line });
  });
  return files;
}
