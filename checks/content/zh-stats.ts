/**
 * How translated the Chinese pages read, in numbers: 它, 一个 and 会 per 1,000
 * Chinese characters of prose (code, inline code, frontmatter and URLs removed),
 * the share of sentences with three or more 的 (long attributive chains), 你 per
 * 1,000 (how directly a page speaks to the reader), and the count of every zh-style
 * finding (terminology, wording, stray spaces, full-width punctuation in backticked
 * English). Well-written zh front-end docs measure about
 * 它 1.4, 一个 2.7, 会 8.1. Run: npx tsx checks/content/zh-stats.ts [--docs-root docs]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractProse } from '../../model/markdown';
import { listPages } from '../../model/pages';
import { checkZhStyle, type ZhStyleRule } from './zh-style';

/** Words whose frequency marks translated Chinese. */
export const watchedWords = ['它', '一个', '会', '被', '进行'] as const;

export interface ZhStats {
  pages: number;
  /** Chinese (Han) characters of prose. */
  hanCharacters: number;
  /** Occurrences of each watched word. */
  words: Record<string, number>;
  /** Occurrences of 你. */
  you: number;
  /** Sentences (ending in 。！？ or a line end) with Chinese in them, and those with three or more 的. */
  sentences: number;
  longDeSentences: number;
  /** Findings of each zh-style rule. */
  findings: Partial<Record<ZhStyleRule, number>>;
  /** Terminology findings per avoided spelling (lower-cased). */
  avoidedTerms: Record<string, number>;
}

const hanPattern = /\p{Script=Han}/gu;

const count = (text: string, word: string) => text.split(word).length - 1;

export function measureZh(sources: string[]): ZhStats {
  const stats: ZhStats = {
    pages: 0,
    hanCharacters: 0,
    words: {},
    you: 0,
    sentences: 0,
    longDeSentences: 0,
    findings: {},
    avoidedTerms: {},
  };
  for (const word of watchedWords) stats.words[word] = 0;
  for (const source of sources) {
    stats.pages++;
    const prose = extractProse(source)
      .map((line) => line.text)
      .join('\n');
    stats.hanCharacters += prose.match(hanPattern)?.length ?? 0;
    for (const word of watchedWords)
      stats.words[word] = (stats.words[word] ?? 0) + count(prose, word);
    stats.you += count(prose, '你');
    for (const sentence of prose.split(/[。！？\n]/)) {
      if (!/\p{Script=Han}/u.test(sentence)) continue;
      stats.sentences++;
      if (count(sentence, '的') >= 3) stats.longDeSentences++;
    }
    for (const finding of checkZhStyle(source)) {
      stats.findings[finding.rule] = (stats.findings[finding.rule] ?? 0) + 1;
      const term = /^"([^"]+)"/.exec(finding.message)?.[1]?.toLowerCase();
      if (finding.rule === 'terminology' && term) {
        stats.avoidedTerms[term] = (stats.avoidedTerms[term] ?? 0) + 1;
      }
    }
  }
  return stats;
}

/** Occurrences per 1,000 Chinese characters, one decimal. */
export function perThousand(occurrences: number, hanCharacters: number): number {
  return hanCharacters === 0 ? 0 : Math.round((occurrences / hanCharacters) * 10_000) / 10;
}

export function formatZhStats(stats: ZhStats): string {
  const lines = [
    `zh prose: ${stats.pages} pages, ${stats.hanCharacters} Chinese characters`,
    'per 1,000 Chinese characters:',
    ...Object.entries(stats.words).map(
      ([word, n]) => `  ${word}\t${perThousand(n, stats.hanCharacters)}\t(${n})`,
    ),
    `  你\t${perThousand(stats.you, stats.hanCharacters)}\t(${stats.you})`,
    `sentences with 3+ 的: ${stats.sentences ? ((stats.longDeSentences / stats.sentences) * 100).toFixed(1) : '0.0'}% (${stats.longDeSentences} of ${stats.sentences})`,
    'zh-style findings:',
    ...Object.entries(stats.findings).map(([rule, n]) => `  ${rule}\t${n}`),
    'avoided terms:',
    ...Object.entries(stats.avoidedTerms)
      .sort((a, b) => b[1] - a[1])
      .map(([term, n]) => `  ${term}\t${n}`),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rootIndex = process.argv.indexOf('--docs-root');
  const docsRoot = path.resolve(rootIndex > -1 ? (process.argv[rootIndex + 1] ?? 'docs') : 'docs');
  const sources = listPages(docsRoot)
    .filter((page) => page.lang === 'zh')
    .map((page) => readFileSync(page.file, 'utf8'));
  console.log(formatZhStats(measureZh(sources)));
}
