/**
 * The text of a page outside its code fences: headings with their anchors,
 * inline code and the prose left once code, URLs and markup are removed. Line
 * numbers are 1-based and refer to the original file.
 */
import { extractFences } from './fences';
import { frontmatterLength, splitLines } from './frontmatter';

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
