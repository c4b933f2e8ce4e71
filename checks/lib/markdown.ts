/**
 * A small line-based reader for the MDX pages: fenced code blocks with their
 * fence attributes, frontmatter, headings, inline code and the prose that is
 * left once code, URLs and markup are removed. Line numbers are 1-based and
 * refer to the original file so every report can point at `file:line`.
 */

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

/** Number of leading lines taken by a `---` frontmatter block (0 when there is none). */
export function frontmatterLength(lines: string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  for (let index = 1; index < lines.length; index++) {
    if (lines[index]?.trim() === '---') return index + 1;
  }
  return 0;
}

export function splitLines(source: string): string[] {
  return source.replace(/\r\n?/g, '\n').split('\n');
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

/**
 * The lines of a page that are not frontmatter and not inside a code fence,
 * with their 1-based line numbers. Headings, inline code and prose come from these.
 */
export function markdownLines(source: string): { line: number; text: string }[] {
  const lines = splitLines(source);
  const inFence = new Set<number>();
  for (const fence of extractFences(source)) {
    for (let line = fence.line; line <= fence.endLine; line++) inFence.add(line);
  }
  const result: { line: number; text: string }[] = [];
  const skip = frontmatterLength(lines);
  for (let index = skip; index < lines.length; index++) {
    if (!inFence.has(index + 1)) result.push({ line: index + 1, text: lines[index] as string });
  }
  return result;
}

export interface Heading {
  level: number;
  /** The heading text without the `{#id}` anchor. */
  text: string;
  id?: string;
  line: number;
}

export function extractHeadings(source: string): Heading[] {
  const headings: Heading[] = [];
  for (const { line, text } of markdownLines(source)) {
    const match = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(text);
    if (!match) continue;
    const raw = match[2] ?? '';
    const anchor = /\s*\{#([^}\s]+)\}\s*$/.exec(raw);
    headings.push({
      level: (match[1] ?? '').length,
      text: anchor ? raw.slice(0, anchor.index).trim() : raw.trim(),
      id: anchor?.[1],
      line,
    });
  }
  return headings;
}

/** Inline code spans (single or multiple backticks) outside code fences. */
export function extractInlineCode(source: string): { code: string; line: number }[] {
  const spans: { code: string; line: number }[] = [];
  for (const { line, text } of markdownLines(source)) {
    const pattern = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
    for (const match of text.matchAll(pattern)) {
      spans.push({ code: (match[2] ?? '').trim(), line });
    }
  }
  return spans;
}

/**
 * The prose of a page: what a reader reads as sentences. Removed: frontmatter,
 * code fences, inline code, MDX import/export lines, JSX/HTML tags (their text
 * content stays), MDX comments and expressions, link and image URLs, bare URLs,
 * heading anchors and Markdown punctuation such as table pipes and list markers.
 */
export function extractProse(source: string): { line: number; text: string }[] {
  const result: { line: number; text: string }[] = [];
  for (const { line, text } of markdownLines(source)) {
    if (/^\s*(import|export)\s/.test(text)) continue;
    const prose = text
      .replace(/(`+)[\s\S]*?\1/g, ' ')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/\{#[^}]*\}/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, ' ')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/\{[^{}]*\}/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/^\s*:::\s*\w+/, ' ')
      .replace(/^\s*:::\s*$/, ' ')
      .replace(/^\s*#{1,6}\s/, ' ')
      .replace(/^\s*([-*+]|\d+\.)\s/, ' ')
      .replace(/^\s*>\s?/, ' ')
      .replace(/[|*_~]/g, ' ')
      .replace(/^\s*:?-{3,}:?(\s+:?-{3,}:?)*\s*$/, ' ')
      .trim();
    if (prose) result.push({ line, text: prose });
  }
  return result;
}
