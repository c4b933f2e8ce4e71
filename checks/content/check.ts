/**
 * check:content: each page by itself (checks/content/page-checks.ts), reader
 * voice, Chinese style, English/Chinese parity, sidebar membership and the
 * documentation coverage of @rslib/core, over one docs model.
 */

import { loadDocs } from '../../model/docs';
import { languages } from '../../model/pages';
import { checkSidebarMembership } from '../../model/sidebar';
import type { SidebarSectionData } from '../../model/sidebar-data';
import {
  type CoverageItem,
  type CoverageResult,
  checkCoverage,
  deriveCoverageItems,
} from './coverage';
import {
  checkChinese,
  checkFrontmatter,
  checkPlaceholders,
  checkStructure,
  type Problem,
} from './page-checks';
import { checkLanguages } from './parity';
import { checkReaderVoice } from './reader-voice';
import { checkZhStyle } from './zh-style';

export interface ContentReport {
  pages: number;
  problems: Problem[];
  coverage: CoverageResult[];
}

export interface CheckContentOptions {
  repoRoot: string;
  docsRoot: string;
  /** The coverage list; computed from @rslib/core when absent. Tests pass a small one. */
  coverageItems?: CoverageItem[];
  /** The sidebars pages must be in (model/sidebar-data.ts when absent); false skips the check. */
  sidebarSections?: SidebarSectionData[] | false;
}

export async function checkContent(options: CheckContentOptions): Promise<ContentReport> {
  const docs = loadDocs(options.docsRoot, options.repoRoot);
  const problems: Problem[] = [];
  for (const page of docs.pages) {
    checkFrontmatter(page, problems);
    checkStructure(page, problems);
    checkPlaceholders(page, problems);
    for (const { line, message } of checkReaderVoice(page.source, page.lang))
      problems.push({ file: page.display, line, kind: 'voice', message });
    if (page.lang === 'zh') checkChinese(page, problems);
    if (page.lang === 'zh')
      for (const { line, rule, message } of checkZhStyle(page.source))
        problems.push({ file: page.display, line, kind: 'style', message: `${rule}: ${message}` });
  }
  checkLanguages(docs, problems);
  if (options.sidebarSections !== false) {
    for (const problem of checkSidebarMembership(docs, options.sidebarSections))
      problems.push({ ...problem, kind: 'sidebar' });
  }
  const items = options.coverageItems ?? (await deriveCoverageItems(options.repoRoot));
  const coverage = checkCoverage(docs, items);
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { pages: docs.pages.length, problems, coverage };
}

export function formatContentReport(report: ContentReport): { text: string; failed: boolean } {
  const lines: string[] = [];
  for (const problem of report.problems) {
    lines.push(`${problem.file}:${problem.line}: [${problem.kind}] ${problem.message}`);
  }
  let missingTotal = 0;
  for (const lang of languages) {
    const results = report.coverage.filter((result) => result.lang === lang);
    if (!results.length) continue;
    const missing = results.flatMap((result) => result.missing);
    missingTotal += missing.length;
    if (!missing.length) continue;
    lines.push(`missing documentation (${lang}):`);
    const byFile = new Map<string, typeof missing>();
    for (const entry of missing)
      byFile.set(entry.expectedFile, [...(byFile.get(entry.expectedFile) ?? []), entry]);
    for (const [file, entries] of byFile) {
      const pageNote = entries[0]?.pageExists ? '' : ' (page does not exist)';
      lines.push(`  ${file}${pageNote}:`);
      for (const { item } of entries) {
        const hint = item.mention === item.name ? '' : ` (mention \`${item.mention}\`)`;
        lines.push(`    ${item.category}: ${item.name}${hint}`);
      }
    }
  }
  for (const lang of languages) {
    const results = report.coverage.filter((result) => result.lang === lang);
    if (!results.length) continue;
    const parts = results.map(
      (result) => `${result.category} ${result.documented}/${result.total}`,
    );
    const documented = results.reduce((sum, result) => sum + result.documented, 0);
    const total = results.reduce((sum, result) => sum + result.total, 0);
    lines.push(
      `coverage (${lang}): ${parts.join(', ')}; total ${documented}/${total} (${total ? ((documented / total) * 100).toFixed(1) : '100'}%)`,
    );
  }
  const kinds = new Map<string, number>();
  for (const problem of report.problems)
    kinds.set(problem.kind, (kinds.get(problem.kind) ?? 0) + 1);
  const breakdown = [...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ');
  lines.push(
    `check:content: ${report.pages} pages: ${report.problems.length} problems${breakdown ? ` (${breakdown})` : ''}, ${missingTotal} undocumented items`,
  );
  return { text: lines.join('\n'), failed: report.problems.length > 0 || missingTotal > 0 };
}
