import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { textColourKeys } from './text-colours';

/**
 * axe-core itself, run in the page: @axe-core/playwright's AxeBuilder injects
 * the source twice in legacy mode and sends every result type back, which
 * made a fifth of the audit's axe time on pages that have no frames.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const OFF = { enabled: false };

/**
 * WCAG rules axe marks experimental and leaves off, which Lighthouse's
 * accessibility audit runs: `td-has-header` (WCAG 1.3.1) fails a large table
 * whose data cells have no header, for example one whose corner header cell
 * is empty, which leaves the row labels in the first column without a header.
 */
const EXPERIMENTAL_RULES = { 'td-has-header': { enabled: true } };

/** Highlighted code: thousands of token spans that look alike on every page. */
const CODE = 'pre code';

export interface AxeScope {
  /** Include highlighted code (its contrast is checked on a spread of pages). */
  code: boolean;
  /**
   * `always`, or `new-colours`: axe's contrast rule (half of axe's time on a
   * doc page) runs only when the page shows text whose colours this audit
   * has not checked yet (see text-colours.ts).
   */
  contrast: 'always' | 'new-colours';
}

/** Everything, highlighted code included, contrast on every run: the spread of pages. */
export const AXE_FULL: AxeScope = { code: true, contrast: 'always' };
/** Without highlighted code; contrast where the page's text colours are new: every other page. */
export const AXE_WITHOUT_CODE: AxeScope = { code: false, contrast: 'new-colours' };

/**
 * axe (WCAG 2.1 A/AA) for the layout audit. One instance per browser worker
 * remembers the text colours it has checked for contrast.
 */
export class AxeAudit {
  private readonly checkedColours = new Set<string>();

  async problems(page: Page, scope: AxeScope): Promise<string[]> {
    const colours = await page.evaluate(textColourKeys, scope.code ? null : CODE);
    const contrast =
      scope.contrast === 'always' || colours.some((key) => !this.checkedColours.has(key));
    const rules = { ...EXPERIMENTAL_RULES, ...(contrast ? {} : { 'color-contrast': OFF }) };
    const options: RunOptions = {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules,
    };
    await page.evaluate(axeSource);
    const violations = await page.evaluate(
      async ({ options, exclude }) => {
        const { axe } = window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
        };
        const context = exclude ? { exclude: [exclude] } : document;
        return (await axe.run(context, options)).violations;
      },
      { options, exclude: scope.code ? null : CODE },
    );
    if (contrast) for (const key of colours) this.checkedColours.add(key);
    return violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `axe ${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
  }
}
