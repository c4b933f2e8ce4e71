/**
 * Fenced code blocks of a page with their info string read into attributes:
 * `ts title="rslib.config.ts" files="dist/index.js" {2}`. Line numbers are
 * 1-based and refer to the original file so every report can point at `file:line`.
 */
import { frontmatterLength, splitLines } from './frontmatter';

export interface FenceAttributes {
  /** `key="value"` pairs from the info string, in order of appearance. */
  values: Record<string, string>;
  /** Bare words such as `lineNumbers` and `{1,3}` highlight ranges. */
  flags: string[];
  /** Problems found while reading the info string (duplicate keys, bad quoting). */
  errors: string[];
}

export interface CodeFence {
  /** The language, the first word of the info string ('' when absent). */
  lang: string;
  /** The info string after the language. */
  meta: string;
  attrs: FenceAttributes;
  /** The block's content with the fence's indentation removed. */
  code: string;
  /** Line of the opening fence. */
  line: number;
  /** Line of the first content line. */
  codeLine: number;
  /** Line of the closing fence (the last line of the file when unclosed). */
  endLine: number;
  closed: boolean;
}

const fenceOpenPattern = /^(\s*)(`{3,}|~{3,})(.*)$/;

/**
 * Reads a fence info string such as `ts title="rslib.config.ts" files="dist/index.js" {2}`.
 * Values are double- or single-quoted; an unquoted value runs to the next space.
 */
export function parseFenceInfo(info: string): {
  lang: string;
  meta: string;
  attrs: FenceAttributes;
} {
  const trimmed = info.trim();
  const langMatch = /^([^\s{]+)/.exec(trimmed);
  const lang = langMatch?.[1] ?? '';
  const meta = trimmed.slice(lang.length).trim();
  return { lang, meta, attrs: parseFenceMeta(meta) };
}

export function parseFenceMeta(meta: string): FenceAttributes {
  const attrs: FenceAttributes = { values: {}, flags: [], errors: [] };
  let index = 0;
  while (index < meta.length) {
    const char = meta[index] as string;
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    if (char === '{') {
      const close = meta.indexOf('}', index);
      const end = close === -1 ? meta.length : close + 1;
      attrs.flags.push(meta.slice(index, end));
      index = end;
      continue;
    }
    const keyMatch = /^[A-Za-z_][\w-]*/.exec(meta.slice(index));
    if (!keyMatch) {
      const end = nextSpace(meta, index);
      attrs.errors.push(`unexpected text "${meta.slice(index, end)}" in the fence`);
      index = end;
      continue;
    }
    const key = keyMatch[0];
    index += key.length;
    if (meta[index] !== '=') {
      attrs.flags.push(key);
      continue;
    }
    index++;
    const quote = meta[index];
    let value: string;
    if (quote === '"' || quote === "'") {
      const close = meta.indexOf(quote, index + 1);
      if (close === -1) {
        attrs.errors.push(`unterminated quote in ${key}=`);
        value = meta.slice(index + 1);
        index = meta.length;
      } else {
        value = meta.slice(index + 1, close);
        index = close + 1;
      }
    } else {
      const end = nextSpace(meta, index);
      value = meta.slice(index, end);
      index = end;
    }
    if (Object.hasOwn(attrs.values, key)) attrs.errors.push(`attribute ${key} is given twice`);
    attrs.values[key] = value;
  }
  return attrs;
}

function nextSpace(text: string, from: number): number {
  const match = /\s/.exec(text.slice(from));
  return match ? from + match.index : text.length;
}

/**
 * Every fenced code block, in order. MDX has no indented code blocks, so a
 * fence may be indented at any depth (inside a list item or a `<Tab>`); its
 * content loses that indentation. A block is closed by a fence of the same
 * character that is at least as long, as in CommonMark.
 */
export function extractFences(source: string): CodeFence[] {
  const lines = splitLines(source);
  const fences: CodeFence[] = [];
  let index = frontmatterLength(lines);
  while (index < lines.length) {
    const open = fenceOpenPattern.exec(lines[index] as string);
    const marker = open?.[2];
    if (!open || !marker || (marker[0] === '`' && (open[3] ?? '').includes('`'))) {
      index++;
      continue;
    }
    const indent = (open[1] ?? '').length;
    const { lang, meta, attrs } = parseFenceInfo(open[3] ?? '');
    const closePattern = new RegExp(
      `^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`,
    );
    const body: string[] = [];
    let cursor = index + 1;
    let closed = false;
    while (cursor < lines.length) {
      const line = lines[cursor] as string;
      if (closePattern.test(line)) {
        closed = true;
        break;
      }
      body.push(removeIndent(line, indent));
      cursor++;
    }
    fences.push({
      lang,
      meta,
      attrs,
      code: body.join('\n'),
      line: index + 1,
      codeLine: index + 2,
      endLine: Math.min(cursor + 1, lines.length),
      closed,
    });
    index = cursor + 1;
  }
  return fences;
}

function removeIndent(line: string, indent: number): string {
  let removed = 0;
  while (removed < indent && line[removed] === ' ') removed++;
  return line.slice(removed);
}
