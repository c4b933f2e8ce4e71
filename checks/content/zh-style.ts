/**
 * Style rules for the Chinese pages, run by check:content on every docs/zh page:
 * the terminology table's "avoid" column, stray spaces around links and
 * full-width punctuation, and full-width punctuation inside backticked English
 * or in an English error message quoted as a heading (a message a reader searches for in a
 * log must keep ASCII punctuation).
 */
import { frontmatterLength, splitLines } from '../../model/frontmatter';
import { markdownLines } from '../../model/markdown';
import { type Term, terminology } from './terminology';

export type ZhStyleRule =
  | 'terminology'
  | 'space-before-link'
  | 'space-after-link'
  | 'space-after-punctuation'
  | 'space-before-punctuation'
  | 'full-width-in-english';

export interface ZhStyleFinding {
  line: number;
  rule: ZhStyleRule;
  message: string;
}

const han = '\\p{Script=Han}';
/** Full-width punctuation that never takes a space after it. */
const closingPunctuation = '，。：；！？、）》」』】';
/** Full-width punctuation that never takes a space before it. */
const noSpaceBefore = '，。：；！？、）》」』】（《「『【';

const spaceBeforeLink = new RegExp(`[${han}${closingPunctuation}（][ \\t]+\\[(?=${han})`, 'gu');
const spaceAfterLink = new RegExp(`${han}\\]\\([^)\\s]*\\)[ \\t]+(?=${han})`, 'gu');
// `**` or `*` may close an emphasis right after the punctuation: `**名称。** 正文`.
const spaceAfterPunctuation = new RegExp(
  `[${closingPunctuation}（《「『【][*_]*[ \\t]+(?=[^\\s|])`,
  'gu',
);
const spaceBeforePunctuation = new RegExp(`(?<=[^\\s|])[ \\t]+[${noSpaceBefore}]`, 'gu');
const hanPattern = new RegExp(han, 'u');
const fullWidthInCode = /[：，。；！？（）]/;

const excerpt = (text: string) => text.trim().slice(0, 50);

/** The lines a reader sees as text: frontmatter title and description, and the page outside code fences. */
export function textLines(source: string): { line: number; text: string }[] {
  const lines = splitLines(source);
  const result: { line: number; text: string }[] = [];
  const frontmatter = frontmatterLength(lines);
  for (let index = 1; index < frontmatter - 1; index++) {
    const match = /^(title|description):\s*(.*)$/.exec(lines[index] as string);
    if (match) result.push({ line: index + 1, text: (match[2] ?? '').replace(/^['"]|['"]$/g, '') });
  }
  for (const entry of markdownLines(source)) {
    if (!/^\s*(import|export)\s/.test(entry.text)) result.push(entry);
  }
  return result;
}

/**
 * A line with what is not Chinese prose replaced by a neutral Latin token: inline
 * code, link URLs, bare URLs, JSX/HTML tags, MDX comments and expressions, heading
 * anchors and straight-quoted English text. Spacing rules see `x` where code was,
 * so "使用 `x` 配置" keeps its correct spaces.
 */
export function maskLine(text: string): string {
  return (
    text
      .replace(/(`+)(?:[^`]|[^`][\s\S]*?[^`])\1(?!`)/g, 'x')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/\{#[^}]*\}/g, ' ')
      .replace(/\]\([^)]*\)/g, '](u)')
      .replace(/https?:\/\/\S+/g, 'u')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/\{[^{}]*\}/g, ' ')
      .replace(/"[^"\p{Script=Han}]*"/gu, 'x')
      // An English gloss after a Chinese term, as in 远程模块（remote）, is a quotation.
      .replace(/（[A-Za-z][A-Za-z .-]*）/g, '（x）')
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function avoidPattern(word: string): RegExp {
  if (/^[A-Za-z]/.test(word)) {
    return new RegExp(`(?<![\\w$./@-])${escapeRegExp(word)}(?![\\w$/-])`, 'gi');
  }
  return new RegExp(escapeRegExp(word), 'g');
}

/** Backticked English text (no Chinese in it) that contains full-width punctuation. */
function fullWidthCodeSpans(text: string): string[] {
  const spans: string[] = [];
  for (const match of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
    const code = match[2] ?? '';
    if (hanPattern.test(code)) continue;
    if (/[A-Za-z]{2}/.test(code) && fullWidthInCode.test(code)) spans.push(code);
  }
  return spans;
}

/**
 * English messages outside backticks with a full-width colon, comma or semicolon
 * between Latin text: the punctuation sits in a run without Chinese that is quoted
 * ("…" or “…”, however short) or holds at least four Latin words (an error heading
 * such as `## Chunk minification failed: …`), so 用 Rslib：npm 包 passes.
 */
function fullWidthInEnglishRuns(text: string): string[] {
  const runs: string[] = [];
  const withoutCode = text.replace(/(`+)(?:[^`]|[^`][\s\S]*?[^`])\1(?!`)/g, '\u25a2');
  for (const match of withoutCode.matchAll(/[^\p{Script=Han}\u3001\u3002\u25a2]+/gu)) {
    const run = match[0];
    if (!/[A-Za-z0-9'"][ ]?[：，；][ ]?['"A-Za-z]/.test(run)) continue;
    const quoted = /["“][^"“”]*[A-Za-z][^"“”]*[：，；][^"“”]*["”]/.test(run);
    if (quoted || (run.match(/[A-Za-z][A-Za-z0-9'-]*/g) ?? []).length >= 4) runs.push(run);
  }
  return runs;
}

export function checkZhStyle(source: string, terms: Term[] = terminology): ZhStyleFinding[] {
  const avoided = terms.flatMap((term) =>
    term.avoid.map((word) => ({ word, term, pattern: avoidPattern(word) })),
  );
  const findings: ZhStyleFinding[] = [];
  for (const { line, text } of textLines(source)) {
    const masked = maskLine(text);
    const report = (rule: ZhStyleRule, message: string) => findings.push({ line, rule, message });
    // A line without Chinese is quoted English (an error message as a heading, a title that is an option name).
    const chinese = hanPattern.test(masked);
    for (const { term, pattern } of chinese ? avoided : []) {
      for (const match of masked.matchAll(pattern)) {
        report(
          'terminology',
          `"${match[0]}" is avoided on zh pages: write "${term.zh}" (${term.term}; checks/content/terminology.ts)`,
        );
      }
    }
    for (const match of masked.matchAll(spaceBeforeLink)) {
      report('space-before-link', `stray space before Chinese link text: "${excerpt(match[0])}"`);
    }
    for (const match of masked.matchAll(spaceAfterLink)) {
      report(
        'space-after-link',
        `stray space after a link that ends in Chinese: "${excerpt(match[0])}"`,
      );
    }
    for (const match of masked.matchAll(spaceAfterPunctuation)) {
      report(
        'space-after-punctuation',
        `stray space after full-width punctuation: "${excerpt(masked.slice(match.index, match.index + match[0].length + 8))}"`,
      );
    }
    for (const match of masked.matchAll(spaceBeforePunctuation)) {
      report(
        'space-before-punctuation',
        `stray space before full-width punctuation: "${excerpt(masked.slice(Math.max(0, match.index - 8), match.index + match[0].length))}"`,
      );
    }
    for (const run of fullWidthInEnglishRuns(text)) {
      report(
        'full-width-in-english',
        `full-width punctuation in an English message "${excerpt(run)}": quoted messages keep ASCII punctuation`,
      );
    }
    for (const code of fullWidthCodeSpans(text)) {
      report(
        'full-width-in-english',
        `full-width punctuation in backticked English text \`${excerpt(code)}\`: quoted messages keep ASCII punctuation`,
      );
    }
  }
  return findings;
}
