/**
 * Shiki's change notation in code blocks: `// [!code ++]` marks an added line,
 * `// [!code --]` a removed one, `// [!code highlight]` (or `hl`) a line to
 * look at; `:N` applies the mark to N lines. The page shows the marks
 * (site/plugins/code-notation.ts); the example check builds the code a reader
 * ends up with: marks stripped, removed lines blanked so that every line keeps
 * its number for reports that point at `file:line`; the Markdown copies show
 * the change as a unified diff (site/markdown-copies.ts).
 */

export type NotationKind = '++' | '--' | 'highlight';

/** A notation comment at the end of a line, or on a line by itself (it then marks the next line). */
const notationPattern =
  /\s*(?:\/\/|\/\*|#|<!--)\s*\[!code\s+(\+\+|--|highlight|hl)(?::(\d+))?\]\s*(?:\*\/|-->)?\s*$/;

export interface NotationLine {
  /** 1-based line in the code block. */
  line: number;
  kind: NotationKind;
}

interface ParsedNotation {
  /** Each line without its mark; a standalone mark line is undefined. */
  lines: (string | undefined)[];
  marks: NotationLine[];
}

function parseNotation(code: string): ParsedNotation {
  const lines = code.split('\n');
  const marks: NotationLine[] = [];
  const result: (string | undefined)[] = [...lines];
  lines.forEach((text, index) => {
    const match = notationPattern.exec(text);
    if (!match) return;
    const kind: NotationKind = match[1] === 'hl' ? 'highlight' : (match[1] as NotationKind);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    const rest = text.slice(0, match.index);
    const standalone = rest.trim() === '';
    result[index] = standalone ? undefined : rest;
    const first = standalone ? index + 1 : index;
    for (let marked = first; marked < first + count && marked < lines.length; marked++)
      marks.push({ line: marked + 1, kind });
  });
  return { lines: result, marks };
}

/**
 * The marked lines of a block and its code with every mark applied: marks
 * and standalone mark lines become nothing, removed lines blank lines.
 */
export function applyNotation(code: string): { code: string; marks: NotationLine[] } {
  const { lines, marks } = parseNotation(code);
  const result = lines.map((line) => line ?? '');
  for (const mark of marks) if (mark.kind === '--') result[mark.line - 1] = '';
  return { code: result.join('\n'), marks };
}

/**
 * A block with notation as plain text shows it, for readers without the
 * page's styling (the Markdown copies for AI assistants): with added or
 * removed lines, a unified diff's body (`+`, `-`, and a space before an
 * unchanged line); with highlights only, the code without its marks.
 * Standalone mark lines are dropped. `diff` says which of the two it is.
 */
export function notationAsText(code: string): { code: string; diff: boolean } {
  const { lines, marks } = parseNotation(code);
  const kinds = new Map(marks.map((mark) => [mark.line - 1, mark.kind]));
  const diff = marks.some((mark) => mark.kind !== 'highlight');
  const kept = lines.flatMap((line, index) => {
    if (line === undefined) return [];
    if (!diff) return [line];
    const kind = kinds.get(index);
    return [`${kind === '++' ? '+' : kind === '--' ? '-' : ' '}${line}`];
  });
  return { code: kept.join('\n'), diff };
}

/** The code a reader keeps from a block with change notation (see applyNotation). */
export function withoutNotation(code: string): string {
  return code.includes('[!code') ? applyNotation(code).code : code;
}
