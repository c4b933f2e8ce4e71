/**
 * Shiki's change notation in code blocks: `// [!code ++]` marks an added line,
 * `// [!code --]` a removed one, `// [!code highlight]` (or `hl`) a line to
 * look at; `:N` applies the mark to N lines. The page shows the marks
 * (site/plugins/code-notation.ts); the example check builds the code a reader
 * ends up with: marks stripped, removed lines blanked so that every line keeps
 * its number for reports that point at `file:line`.
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

/**
 * The marked lines of a block and its code with every mark applied: marks
 * and standalone mark lines become nothing, removed lines blank lines.
 */
export function applyNotation(code: string): { code: string; marks: NotationLine[] } {
  const lines = code.split('\n');
  const marks: NotationLine[] = [];
  const result = [...lines];
  lines.forEach((text, index) => {
    const match = notationPattern.exec(text);
    if (!match) return;
    const kind: NotationKind = match[1] === 'hl' ? 'highlight' : (match[1] as NotationKind);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    const rest = text.slice(0, match.index);
    const standalone = rest.trim() === '';
    result[index] = standalone ? '' : rest;
    const first = standalone ? index + 1 : index;
    for (let marked = first; marked < first + count && marked < lines.length; marked++) {
      marks.push({ line: marked + 1, kind });
      if (kind === '--') result[marked] = '';
    }
  });
  return { code: result.join('\n'), marks };
}

/** The code a reader keeps from a block with change notation (see applyNotation). */
export function withoutNotation(code: string): string {
  return code.includes('[!code') ? applyNotation(code).code : code;
}
