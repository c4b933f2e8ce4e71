/**
 * Checks of one page by itself: frontmatter, structure (a # title, explicit and
 * unique anchors), placeholders and stubs, and for Chinese pages that the prose
 * is Chinese.
 */
import type { Page } from '../../model/docs';
import { extractProse, markdownLines } from '../../model/markdown';
import type { Lang } from '../../model/pages';

export interface Problem {
  file: string;
  line: number;
  kind:
    | 'parity'
    | 'language'
    | 'placeholder'
    | 'frontmatter'
    | 'structure'
    | 'style'
    | 'voice'
    | 'sidebar';
  message: string;
}

/**
 * Minimum share of CJK characters among the letters of a Chinese page's prose
 * (CJK characters + Latin letters, after code, inline code, URLs and markup are
 * removed). Well-written zh technical prose keeps product names (Rslib, Rsbuild,
 * TypeScript, ESM) in Latin script, and one CJK character stands for several Latin
 * letters, so it does not reach 1: the first 62 zh pages of this site measured
 * 0.53-0.90 (median 0.73). An untranslated page measures 0, and a page with one
 * untranslated English paragraph per translated one about 0.25. 0.3 fails those
 * and leaves room for identifier-heavy pages such as the CLI reference.
 */
export const minCjkShare = 0.3;
/**
 * A zh prose line with this many Latin letters and not one CJK character is an
 * untranslated sentence (about a dozen English words); product names, option
 * lists and link texts stay well below it.
 */
export const untranslatedLineLetters = 80;
/**
 * Minimum prose length (non-space characters): about 70 English words, or about
 * 160 Chinese characters (Chinese needs roughly 40% of the characters for the
 * same content). Shorter pages are stubs; the shortest real option page is longer.
 */
export const minProseLength: Record<Lang, number> = { en: 400, zh: 160 };

const placeholderPatterns: [RegExp, string][] = [
  [/\bTODO\b/, 'TODO'],
  [/\bTBD\b/, 'TBD'],
  [/\bFIXME\b/, 'FIXME'],
  [/coming soon/i, 'coming soon'],
  [/lorem ipsum/i, 'lorem ipsum'],
  [/待补充/, '待补充'],
  [/待完善/, '待完善'],
  [/敬请期待/, '敬请期待'],
];

const cjkPattern = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const latinPattern = /[A-Za-z]/g;

export function cjkShare(text: string): { cjk: number; latin: number; share: number } {
  const cjk = text.match(cjkPattern)?.length ?? 0;
  const latin = text.match(latinPattern)?.length ?? 0;
  return { cjk, latin, share: cjk + latin === 0 ? 0 : cjk / (cjk + latin) };
}

export function checkFrontmatter(page: Page, problems: Problem[]) {
  const report = (line: number, message: string) =>
    problems.push({ file: page.display, line, kind: 'frontmatter', message });
  const { length, error, data } = page.frontmatter;
  if (length === 0) {
    report(1, 'no frontmatter: a page starts with --- title: … ---');
    return;
  }
  if (error) {
    report(error.line, error.message);
    return;
  }
  // The home page is drawn by the theme's home layout and takes the site title; it
  // is in no sidebar, so it needs no title of its own.
  if (page.isHome) return;
  const title = data.title;
  if (typeof title !== 'string' || !title.trim()) report(1, 'frontmatter has no title');
}

/** Rspress `overview: true` pages list their section's pages; their own text is an introduction. */
const isOverview = (page: Page) => page.frontmatter.data.overview === true;
const overviewMinProseLength: Record<Lang, number> = { en: 80, zh: 40 };

export function checkStructure(page: Page, problems: Problem[]) {
  const headings = page.headings;
  const report = (line: number, message: string) =>
    problems.push({ file: page.display, line, kind: 'structure', message });
  if (!page.isHome && !isOverview(page) && headings[0]?.level !== 1) {
    report(headings[0]?.line ?? 1, 'the page does not start with a # Title heading');
  }
  const ids = new Map<string, number>();
  for (const heading of headings) {
    if (heading.level >= 2 && !heading.id) {
      report(heading.line, `heading "${heading.text}" has no explicit anchor {#id}`);
    }
    if (heading.id) {
      const first = ids.get(heading.id);
      if (first !== undefined)
        report(heading.line, `anchor #${heading.id} is already used on line ${first}`);
      else ids.set(heading.id, heading.line);
    }
  }
  // Rspress reads a callout's title only when it starts with plain text: after
  // `:::warning \`x\` …` the box is titled "Warning" and the words join the body.
  for (const { line, text } of markdownLines(page.source)) {
    if (/^\s*:::[a-z]+[ \t]+`/.test(text))
      report(
        line,
        'the callout title starts with inline code, which Rspress does not read as a title: start it with a word',
      );
  }
}

export function checkPlaceholders(page: Page, problems: Problem[]) {
  page.source.split('\n').forEach((text, index) => {
    for (const [pattern, label] of placeholderPatterns) {
      if (pattern.test(text)) {
        problems.push({
          file: page.display,
          line: index + 1,
          kind: 'placeholder',
          message: `placeholder text "${label}"`,
        });
      }
    }
  });
  if (page.isHome) return;
  const length = extractProse(page.source)
    .map((line) => line.text.replace(/\s+/g, ''))
    .join('').length;
  const minimum = (isOverview(page) ? overviewMinProseLength : minProseLength)[page.lang];
  if (length < minimum) {
    problems.push({
      file: page.display,
      line: 1,
      kind: 'placeholder',
      message: `only ${length} characters of prose (minimum ${minimum} for ${page.lang}${isOverview(page) ? ' overview pages' : ''}): a stub, not a page`,
    });
  }
}

export function checkChinese(page: Page, problems: Problem[]) {
  const prose = extractProse(page.source);
  const share = cjkShare(prose.map((line) => line.text).join('\n'));
  if (share.cjk + share.latin > 0 && share.share < minCjkShare) {
    problems.push({
      file: page.display,
      line: 1,
      kind: 'language',
      message: `prose is ${(share.share * 100).toFixed(0)}% Chinese characters (${share.cjk} CJK, ${share.latin} Latin letters; minimum ${minCjkShare * 100}%): not translated`,
    });
  }
  for (const line of prose) {
    const counts = cjkShare(line.text);
    if (counts.cjk === 0 && counts.latin >= untranslatedLineLetters) {
      problems.push({
        file: page.display,
        line: line.line,
        kind: 'language',
        message: `untranslated English sentence: "${line.text.slice(0, 60)}…"`,
      });
    }
  }
}
