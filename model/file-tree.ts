/**
 * File trees as pages draw them in a `tree` fence (or a plain one):
 *
 *     dist/
 *     ├── index.js        # a comment
 *     └── utils/
 *         └── math.js
 *
 * read into nested entries. The site renders them as nested lists
 * (site/plugins/file-tree.ts); model/output-tree.ts reads the files a `dist/`
 * tree says a build writes.
 */

export interface FileTreeEntry {
  /** The name as written, a folder's trailing `/` included. */
  name: string;
  /** The comment after the name (`# …` or `// …`), without its marker. */
  note?: string;
  /** 1-based line in the fence. */
  line: number;
  children: FileTreeEntry[];
}

const entryPattern = /^([│|\s]*)(?:├──|└──|\|--|`--)\s*(.+)$/;
const notePattern = /\s+(?:#|\/\/)\s*(.*)$/;

function entryOf(text: string, line: number): FileTreeEntry {
  const note = notePattern.exec(text);
  const name = (note ? text.slice(0, note.index) : text).trim();
  return { name, ...(note?.[1] ? { note: note[1].trim() } : {}), line, children: [] };
}

/**
 * The tree's root entry (its first non-empty line) with its descendants;
 * undefined when a non-empty line after the root is not a tree line, or
 * nothing follows the root. An entry is four columns deeper than its parent.
 */
export function parseFileTree(code: string): FileTreeEntry | undefined {
  const lines = code.split('\n');
  const rootIndex = lines.findIndex((line) => line.trim() !== '');
  if (rootIndex === -1) return undefined;
  const root = entryOf((lines[rootIndex] as string).trim(), rootIndex + 1);
  const stack: FileTreeEntry[] = [root];
  for (let index = rootIndex + 1; index < lines.length; index++) {
    const text = lines[index] as string;
    const match = entryPattern.exec(text);
    if (!match) {
      if (text.trim()) return undefined;
      continue;
    }
    const depth = Math.round((match[1] as string).length / 4) + 1;
    const entry = entryOf(match[2] as string, index + 1);
    stack.length = Math.min(depth, stack.length);
    (stack[stack.length - 1] as FileTreeEntry).children.push(entry);
    stack.push(entry);
  }
  return root.children.length ? root : undefined;
}

/** A folder: written with a trailing `/`, or holding entries. */
export function isFolder(entry: FileTreeEntry): boolean {
  return entry.children.length > 0 || entry.name.endsWith('/');
}
