/**
 * English/Chinese parity: every page exists in both languages (the API
 * reference is English-only), with the same headings and anchors in the same
 * order and the same config examples (comments may be translated, in the
 * examples and in a fixture's Chinese copy).
 */
import path from 'node:path';
import { withoutComments } from '../../model/code-comments';
import type { DocsModel, Page } from '../../model/docs';
import { configTitlePattern } from '../../model/examples';
import type { CodeFence } from '../../model/fences';
import { displayPath } from '../../model/pages';
import type { Problem } from './page-checks';

function exampleSubstance(fence: CodeFence): string {
  const { fixture = '', files = '', 'expect-error': expectError = '' } = fence.attrs.values;
  const code = withoutComments(fence.code);
  return JSON.stringify([
    fence.attrs.values.title,
    // `<name>-zh` is the fixture with its comments translated (checks/examples/fixtures.ts).
    fixture.replace(/-zh$/, ''),
    files,
    expectError,
    'partial' in fence.attrs.values,
    code,
  ]);
}

/** The zh page shows the same config examples as the en page (comments may be translated). */
function checkExampleParity(en: Page, zh: Page, problems: Problem[]) {
  const examples = (page: Page) =>
    page.fences.filter((fence) => configTitlePattern.test(fence.attrs.values.title ?? ''));
  const enExamples = examples(en);
  const zhExamples = examples(zh);
  if (enExamples.length !== zhExamples.length) {
    problems.push({
      file: zh.display,
      line: zhExamples[0]?.line ?? 1,
      kind: 'parity',
      message: `${zhExamples.length} config examples, but ${en.display} has ${enExamples.length}: the pages show the same examples`,
    });
    return;
  }
  enExamples.forEach((enExample, index) => {
    const zhExample = zhExamples[index] as CodeFence;
    if (exampleSubstance(enExample) !== exampleSubstance(zhExample)) {
      problems.push({
        file: zh.display,
        line: zhExample.line,
        kind: 'parity',
        message: `config example differs from ${en.display}:${enExample.line} (code or fence attributes; only comments may differ)`,
      });
    }
  });
}

function checkParity(en: Page, zh: Page, problems: Problem[]) {
  checkExampleParity(en, zh, problems);
  const enHeadings = en.headings;
  const zhHeadings = zh.headings;
  const label = (heading: { level: number; id?: string; text: string }) =>
    `h${heading.level} ${heading.id ? `#${heading.id}` : `"${heading.text}" (no id)`}`;
  const count = Math.max(enHeadings.length, zhHeadings.length);
  let reported = 0;
  for (let index = 0; index < count && reported < 5; index++) {
    const left = enHeadings[index];
    const right = zhHeadings[index];
    if (left && right && left.level === right.level && left.id === right.id) continue;
    reported++;
    if (!right && left) {
      problems.push({
        file: en.display,
        line: left.line,
        kind: 'parity',
        message: `heading ${label(left)} has no counterpart in ${zh.display} (it has ${zhHeadings.length} headings, English ${enHeadings.length})`,
      });
    } else if (right && !left) {
      problems.push({
        file: zh.display,
        line: right.line,
        kind: 'parity',
        message: `heading ${label(right)} has no counterpart in ${en.display} (it has ${enHeadings.length} headings, Chinese ${zhHeadings.length})`,
      });
    } else if (left && right) {
      problems.push({
        file: zh.display,
        line: right.line,
        kind: 'parity',
        message: `heading ${label(right)} does not match ${en.display}:${left.line} ${label(left)} (same levels and anchors in the same order)`,
      });
    }
  }
}

/** Pages of one language without their counterpart, and parity problems of the pairs. */
export function checkLanguages(docs: DocsModel, problems: Problem[]) {
  const byRoute = (lang: Page['lang']) =>
    new Map(docs.pages.filter((page) => page.lang === lang).map((page) => [page.route, page]));
  const english = byRoute('en');
  const chinese = byRoute('zh');
  const expected = (lang: Page['lang'], page: Page) =>
    displayPath(docs.repoRoot, path.join(docs.docsRoot, lang, page.relative));
  for (const [route, page] of english) {
    const counterpart = chinese.get(route);
    if (counterpart) checkParity(page, counterpart, problems);
    else {
      problems.push({
        file: page.display,
        line: 1,
        kind: 'parity',
        message: `no Chinese page: expected ${expected('zh', page)}`,
      });
    }
  }
  for (const [route, page] of chinese) {
    if (!english.has(route)) {
      problems.push({
        file: page.display,
        line: 1,
        kind: 'parity',
        message: `no English page: expected ${expected('en', page)}`,
      });
    }
  }
}
