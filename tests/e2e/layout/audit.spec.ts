/**
 * The layout audit: every built page (both languages, read from doc_build,
 * and the 404 page) at 1280 px and 390 px, light and dark. A page fails on
 * content overflowing a box that does not scroll, overlapping text in the
 * overview grid, visible text under 12 px, a heading wrapped inside a word, a
 * command-line flag in inline code cut after a hyphen,
 * sideways scroll of the page, a
 * console error or warning, a Content-Security-Policy violation, a chrome link (nav, sidebar, language switch,
 * Source, prev/next) that leads to no page, an image that does not load, or
 * an axe (WCAG 2.1 A/AA) violation. Each problem names page, view and element.
 *
 * Cheap by design: pages in sequence in one context per batch, each loaded
 * once and measured in one evaluate per view; the view changes by resizing
 * and by switching the emulated colour scheme, not by reloading.
 * Matrix: every page at 1280 and 390 px in light and dark; axe on every page
 * at 1280 light and on a spread of pages at 1280 dark; the key pages loaded on
 * a phone with axe. Each page's Output views are closed in the first view
 * it is checked in and open (texts loaded) in the other three, so axe at 1280
 * px light sees them closed on every other page and open on the rest. In
 * each batch, the first page with config types whose last view runs axe has
 * its first identifier focused, its type popup open, in that view.
 * Off the spread, axe's contrast rule runs on a page only
 * when it shows text in colours not checked before (audit/text-colours.ts):
 * 23 of 168 pages in one pass over the site.
 */
import { expect, type Page, test } from '@playwright/test';
import { siteTexts } from '../../../site/i18n';
import { waitForHydration } from '../support/chrome';
import { buildDir, builtPages, repoRoot } from '../web/built-site';
import { AXE_FULL, AXE_WITHOUT_CODE, AxeAudit, type AxeScope } from './audit/axe';
import { brokenLinkReason } from './audit/links';
import {
  CHROME_LINK_AREAS,
  type ChromeLink,
  FLAGS,
  MIN_FONT_PX,
  NO_OVERLAP_SCOPE,
  probePage,
  WORD_BREAK_SCOPE,
} from './audit/probe';

/** Every page of the build, and the 404 page in both languages. */
const routes = [...builtPages().map((page) => page.route), '/no/such/page', '/zh/no/such/page'];

/** The pages whose chrome or layout differs: home, overview, introduction, a doc page, 404. */
const keyRoutes = routes.filter((route) =>
  /^(\/zh)?\/(|guide\/start\/|guide\/start\/quick-start|config\/|no\/such\/page)$/.test(route),
);

/** A spread over the site: the key pages and every sixteenth other page. */
const spreadRoutes = routes.filter((route, index) => index % 16 === 0 || keyRoutes.includes(route));

/** One way of looking at a page: width and colour scheme. */
interface View {
  width: 1280 | 390;
  scheme: 'light' | 'dark';
}

const viewportOf = (width: View['width']) => ({ width, height: width === 390 ? 844 : 800 });

/** One per worker: it remembers which text colours have had their contrast checked. */
const axeAudit = new AxeAudit();

/** Collects the audit's problems of one batch of pages, each naming page and view. */
class Audit {
  readonly problems: string[] = [];
  route = '';
  private readonly checkedLinks = new Map<string, string | undefined>();

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The 404 page is served with status 404, which the browser logs.
      if (/no\/such\/page$/.test(this.route) && /status of 404/.test(message.text())) return;
      this.problems.push(
        `${this.route}: console ${message.type()}: ${message.text().slice(0, 300)}`,
      );
    });
    page.on('pageerror', (error) =>
      this.problems.push(`${this.route}: page error: ${error.message}`),
    );
  }

  /** Problems found since the last call, for a per-page soft assertion. */
  private reported = 0;
  takeNew(): string[] {
    const fresh = this.problems.slice(this.reported);
    this.reported = this.problems.length;
    return fresh;
  }

  private listening = false;

  async open(route: string) {
    this.route = route;
    if (!this.listening) {
      this.listening = true;
      // Chrome logs a refused script as a console error; what else the
      // policy blocks (a style, an image) is reported as this event only.
      await this.page.exposeFunction('reportPolicyViolation', (text: string) =>
        this.problems.push(`${this.route}: Content-Security-Policy violation: ${text}`),
      );
      await this.page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (
            window as unknown as { reportPolicyViolation(text: string): void }
          ).reportPolicyViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
          ),
        ),
      );
    }
    await this.page.goto(route);
    await waitForHydration(this.page);
  }

  /**
   * Opens every Output view of the page (theme/ExampleOutput) and waits until
   * each shows its files' texts, fetched on opening; a view whose texts fail
   * to load is a problem.
   */
  async openOutputViews() {
    const opened = await this.page.evaluate(() => {
      const views = [...document.querySelectorAll<HTMLDetailsElement>('.rs-output details')];
      for (const view of views) view.open = true;
      return views.length;
    });
    if (!opened) return;
    const loading = Object.values(siteTexts.searchLoadingText);
    // Bounded, so that a view that never loads is reported as such below
    // instead of holding the batch until its time limit.
    await this.page
      .waitForFunction(
        (loadingTexts) =>
          [...document.querySelectorAll('.rs-output details')].every((view) => {
            const status = view.querySelector('.rs-output__status')?.textContent;
            return view.querySelector('figure') || (status && !loadingTexts.includes(status));
          }),
        loading,
        { timeout: 15_000 },
      )
      .catch(() => {});
    const failed = await this.page
      .locator('.rs-output details:not(:has(figure))')
      .evaluateAll((views) => views.map((view) => view.querySelector('summary')?.textContent));
    for (const view of failed)
      this.problems.push(`${this.route}: the Output view "${view}" did not load its texts`);
  }

  /**
   * Focuses the page's first identifier with a type (theme/TypePopover), as a
   * keyboard reader does, and waits for its popup. False when the page has none.
   */
  async showFirstType(): Promise<boolean> {
    const identifier = this.page.locator('.rs-type').first();
    if (!(await identifier.count())) return false;
    await identifier.focus();
    const shown = await this.page
      .getByRole('tooltip')
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) this.problems.push(`${this.route}: focusing an identifier shows no type popup`);
    return true;
  }

  /** Switches the open page to `view` without reloading it. */
  async show(view: View) {
    await this.page.setViewportSize(viewportOf(view.width));
    await this.page.emulateMedia({ colorScheme: view.scheme });
    await this.page.waitForFunction(
      (dark) => document.documentElement.classList.contains('rp-dark') === dark,
      view.scheme === 'dark',
    );
    // Colours that ease from one scheme to the other (a link's `transition:
    // color`) would be measured half-way by axe's contrast rule: jump to their end.
    await this.page.evaluate(() => {
      for (const animation of document.getAnimations())
        if (animation instanceof CSSTransition) animation.finish();
    });
  }

  async check(view: View, axe: AxeScope | undefined) {
    const label = `${this.route} at ${view.width} ${view.scheme}`;
    const { findings, chromeLinks } = await this.page.evaluate(probePage, {
      minFontPx: MIN_FONT_PX,
      chromeLinkAreas: CHROME_LINK_AREAS,
      noOverlapScope: NO_OVERLAP_SCOPE,
      wordBreakScope: WORD_BREAK_SCOPE,
      flags: FLAGS,
    });
    for (const finding of findings) {
      this.problems.push(`${label}: ${finding.kind}: ${finding.element}: ${finding.detail}`);
    }
    for (const link of chromeLinks as ChromeLink[]) {
      if (!this.checkedLinks.has(link.href)) {
        this.checkedLinks.set(
          link.href,
          brokenLinkReason(link.href, { origin: this.origin, buildDir, repoRoot }),
        );
      }
      const reason = this.checkedLinks.get(link.href);
      if (reason) this.problems.push(`${label}: ${link.area} link ${link.href}: ${reason}`);
    }
    if (axe) {
      for (const problem of await axeAudit.problems(this.page, axe)) {
        this.problems.push(`${label}: ${problem}`);
      }
    }
  }
}

const BATCH = 20;

function batches(list: string[]): string[][] {
  const result: string[][] = [];
  for (let index = 0; index < list.length; index += BATCH) {
    result.push(list.slice(index, index + BATCH));
  }
  return result;
}

const isSpread = (route: string) => spreadRoutes.includes(route);

/** The four views, in an order where each step changes one thing: width or scheme. */
const viewCycle: View[] = [
  { width: 1280, scheme: 'light' },
  { width: 390, scheme: 'light' },
  { width: 390, scheme: 'dark' },
  { width: 1280, scheme: 'dark' },
];

/** axe at 1280 px: on every page in light, and in dark on the spread (contrast does not change with the width). */
function axeFor(route: string, view: View): AxeScope | undefined {
  if (view.width !== 1280) return undefined;
  if (isSpread(route)) return AXE_FULL;
  return view.scheme === 'light' ? AXE_WITHOUT_CODE : undefined;
}

/**
 * Every page is loaded once and checked in the four views, switching width
 * and colour scheme without reloading. The views persist into the next
 * page's load, so pages go round the cycle in alternate directions: every
 * other page is loaded at 1280 px in dark and ends in light, and no step is
 * spent switching back. The colour scheme follows the emulated one (the theme
 * is on auto).
 */
test.describe('layout audit: every page at 1280 and 390 px, light and dark', () => {
  test.use({ viewport: viewportOf(1280), colorScheme: 'light', deviceScaleFactor: 1 });
  for (const [index, batch] of batches(routes).entries()) {
    test(`pages ${index * BATCH + 1}–${index * BATCH + batch.length} of ${routes.length}`, async ({
      page,
      baseURL,
    }) => {
      // Generous: a loaded machine is slow; a passing run takes a fraction.
      test.setTimeout(batch.length * 30_000);
      const audit = new Audit(page, new URL(baseURL ?? '').origin);
      let typeShown = false;
      for (const [position, route] of batch.entries()) {
        await audit.open(route);
        const views = position % 2 === 0 ? viewCycle : [...viewCycle].reverse();
        for (const [step, view] of views.entries()) {
          if (step > 0) await audit.show(view);
          // One type popup per batch, open while axe checks the page's last view.
          const axe = axeFor(route, view);
          if (step === views.length - 1 && axe && !typeShown)
            typeShown = await audit.showFirstType();
          await audit.check(view, axe);
          // The first view sees the Output views closed, the other three open.
          if (step === 0) await audit.openOutputViews();
        }
        expect.soft(audit.takeNew(), route).toEqual([]);
      }
    });
  }
});

/** The key pages once more as a phone loads them: touch, mobile viewport, fresh load at 390 px. */
test.describe('layout audit: the key pages loaded on a phone', () => {
  test.use({
    viewport: viewportOf(390),
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    colorScheme: 'light',
  });
  test(`${keyRoutes.length} pages`, async ({ page, baseURL }) => {
    test.setTimeout(keyRoutes.length * 30_000);
    const audit = new Audit(page, new URL(baseURL ?? '').origin);
    for (const route of keyRoutes) {
      await audit.open(route);
      // Code contrast was checked on these pages at 1280 px.
      await audit.check({ width: 390, scheme: 'light' }, AXE_WITHOUT_CODE);
      expect.soft(audit.takeNew(), route).toEqual([]);
    }
  });
});
