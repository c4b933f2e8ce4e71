/**
 * Style rules for the Chinese pages, run by check:content on every docs/zh page:
 * the terminology table's "avoid" column, wordings that mark translated Chinese
 * (`wordings` below), stray spaces around links and
 * full-width punctuation, and full-width punctuation inside backticked English
 * or in an English error message quoted as a heading (a message a reader searches for in a
 * log must keep ASCII punctuation).
 */
import { frontmatterLength, splitLines } from '../../model/frontmatter';
import { markdownLines } from '../../model/markdown';
import { type Term, terminology } from './terminology';

export type ZhStyleRule =
  | 'terminology'
  | 'wording'
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

/**
 * Frontmatter keys whose values a reader sees: the page title and description, and
 * the home page's hero and feature texts (text, tagline, title, details, image alt).
 */
const visibleKey = /^(\s*(?:-\s+)?)(title|description|text|tagline|details|alt):\s*(.*)$/;

/** The lines a reader sees as text: frontmatter texts, and the page outside code fences. */
export function textLines(source: string): { line: number; text: string }[] {
  const lines = splitLines(source);
  const result: { line: number; text: string }[] = [];
  const frontmatter = frontmatterLength(lines);
  for (let index = 1; index < frontmatter - 1; index++) {
    const match = visibleKey.exec(lines[index] as string);
    if (!match) continue;
    const value = match[3] ?? '';
    if (/^[|>][-+]?$/.test(value)) {
      // A block scalar: its text is every following line indented deeper than the key.
      const indent = (match[1] ?? '').length;
      while (index + 2 < frontmatter && /^\s*$|^\s+/.test(lines[index + 1] as string)) {
        const next = lines[index + 1] as string;
        if (next.trim() !== '' && next.search(/\S/) <= indent) break;
        index++;
        if (next.trim() !== '') result.push({ line: index + 1, text: next.trim() });
      }
      continue;
    }
    // YAML writes a quote inside single quotes twice: 'format: ''mf'''.
    const text = value.replace(/^'(.*)'$/, (_, inner: string) => inner.replace(/''/g, "'"));
    result.push({ line: index + 1, text: text.replace(/^"|"$/g, '') });
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
      // HTML code, as the home page's feature texts write it, is code too.
      .replace(/<code>[\s\S]*?<\/code>/g, 'x')
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

/**
 * Wordings that read as translated from English, each with what to write instead.
 * `报错` stands alone only as a noun, with a determiner or in a list (此报错、以下报错、
 * 的报错、日志或报错) or in 报错信息/报错提示; as a verb it takes 会 (会报错、不会报错、
 * 会直接报错) or follows the subject's first verb (构建失败并报错), so 构建报错 and
 * 时报错 are findings.
 */
export const wordings: { pattern: RegExp; message: string }[] = [
  {
    pattern:
      /(?<![并的此该这那下个条种些或和与、])(?<!会[^，。；：！？]{0,8})报错(?!信息|提示|日志|消息)/gu,
    message:
      'bare "报错": write "会报错：…" with its subject ("构建会报错"), or use it as a noun ("以下报错", "报错信息")',
  },
  {
    pattern:
      /(?<![可所足难得加予用之是])以(?![下上便及免后前外内为来致至往此])(?:(?!开头|结尾)[^，。；：！？\n]){1,30}?失败/gu,
    message: '"以 … 失败" is a calque of "fails with": write "失败并报错 …" or "会报错：…"',
  },
  {
    pattern: /得到/gu,
    message: '"得到": write what happens: "生成", "返回", "获得", "拿到"',
  },
  {
    pattern: /跟随/gu,
    message: '"跟随" is a calque of "follow": write "按照", "沿用", "与 … 一致"',
  },
  {
    pattern: /一切/gu,
    message: '"一切" is a calque of "everything": write "所有", "全部" or name the things',
  },
  {
    pattern: /的那[个些]/gu,
    message: '"的那个/的那些" is a calque of "the one that": name the thing or split the clause',
  },
  {
    pattern: /相遇/gu,
    message: '"相遇" is a calque of "meet": write "同时出现", "一起使用", "碰到"',
  },
  {
    // The official zh docs never place a file 旁边 another; a preview shown beside its code block is a place on screen.
    pattern: /(?<!代码块)旁边/gu,
    message:
      '"旁边" is a calque of "next to / alongside": write "与 … 放在一起", "同目录的 …", "… 所在的目录"',
  },
  {
    // "use the consumer's …" rendered word for word: the verb 使用 runs into the noun 使用方.
    pattern: /使用使用方/gu,
    message:
      '"使用使用方" stutters (a calque of "use the consumer\'s …"): write "与使用方的写法一致", "使用方项目中的 …"',
  },
];

const placeholder = (text: string) => '\u25a2'.repeat(text.length);

/** Replaces every occurrence of `phrase` (Latin phrases in any letter case) with a neutral run. */
function maskPhrase(text: string, phrase: string): string {
  const flags = /^[A-Za-z*]/.test(phrase) ? 'gi' : 'g';
  return text.replace(new RegExp(escapeRegExp(phrase), flags), placeholder);
}

interface TermMatcher {
  term: Term;
  /** Avoided words, longest first, so `lib 项` is reported once, not also as `lib`. */
  avoided: { word: string; pattern: RegExp }[];
}

function termMatchers(terms: Term[]): TermMatcher[] {
  return terms.map((term) => ({
    term,
    avoided: [...term.avoid]
      .sort((a, b) => b.length - a.length)
      .map((word) => ({ word, pattern: avoidPattern(word) })),
  }));
}

interface TermState {
  /** Terms already glossed on the page. */
  glossed: Set<Term>;
  /** Terms whose full form the current paragraph has used. */
  named: Set<Term>;
}

/** Terminology findings of one masked line. */
function checkTerms(
  masked: string,
  matchers: TermMatcher[],
  state: TermState,
  report: (message: string) => void,
) {
  const { glossed, named } = state;
  for (const { term, avoided } of matchers) {
    let text = masked;
    if (term.gloss) {
      const gloss = `${term.zh}（${term.gloss}）`;
      for (let at = text.indexOf(gloss); at > -1; at = text.indexOf(gloss, at + 1)) {
        if (glossed.has(term))
          report(`"${term.gloss}" is glossed once per page: write "${term.zh}" (${term.term})`);
        glossed.add(term);
        text =
          text.slice(0, at + term.zh.length) +
          placeholder(gloss.slice(term.zh.length)) +
          text.slice(at + gloss.length);
      }
    }
    for (const phrase of term.except ?? []) text = maskPhrase(text, phrase);
    for (const { pattern } of avoided) {
      for (const match of text.matchAll(pattern)) {
        report(
          `"${match[0]}" is avoided on zh pages: write "${term.zh}" (${term.term}; checks/content/terminology.ts)`,
        );
      }
      text = text.replace(pattern, placeholder);
    }
    if (term.short) {
      const full = named.has(term) ? 0 : text.indexOf(term.zh);
      if (full > -1) named.add(term);
      const shortOnly = maskPhrase(text, term.zh);
      for (const match of shortOnly.matchAll(new RegExp(escapeRegExp(term.short), 'g'))) {
        if (full === -1 || match.index < full)
          report(
            `"${term.short}" before "${term.zh}" in the paragraph: write "${term.zh}" first (${term.term}; checks/content/terminology.ts)`,
          );
      }
    }
  }
}

export function checkZhStyle(source: string, terms: Term[] = terminology): ZhStyleFinding[] {
  const matchers = termMatchers(terms);
  const state: TermState = { glossed: new Set(), named: new Set() };
  let previousLine = 0;
  const findings: ZhStyleFinding[] = [];
  for (const { line, text } of textLines(source)) {
    // `lib` 项 is the same calque as lib 项, with the option name as code.
    const masked = maskLine(text.replace(/`lib` ?项/g, 'lib 项'));
    const report = (rule: ZhStyleRule, message: string) => findings.push({ line, rule, message });
    // A line without Chinese is quoted English (an error message as a heading, a title that is an option name).
    // A paragraph is a run of lines; a heading, list item, table row or quote starts a new one.
    if (line !== previousLine + 1 || /^\s*([#>|*-]|\d+\.)/.test(text)) state.named.clear();
    previousLine = line;
    if (hanPattern.test(masked)) {
      checkTerms(masked, matchers, state, (message) => report('terminology', message));
      for (const { pattern, message } of wordings) {
        for (const match of masked.matchAll(pattern)) {
          const around = masked.slice(
            Math.max(0, match.index - 12),
            match.index + match[0].length + 8,
          );
          report('wording', `${message}: "${excerpt(around)}"`);
        }
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
