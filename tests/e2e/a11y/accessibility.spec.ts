/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA) on the open overlays, and
 * keyboard checks (tab order, accessible names, visible focus, Escape). Runs
 * in both projects. Every page is checked with axe by the layout audit
 * (tests/e2e/layout/audit.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Result } from 'axe-core';
import { isPhone, siteNavButton, waitForHydration } from '../support/chrome';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Readable, one line per failing node, so a failure says what to fix. */
function listViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

interface AxeScope {
  /** Limits the check to these parts of the page. */
  include?: string[];
  /** Only colour contrast: the rest does not change with the colour scheme. */
  contrastOnly?: boolean;
}

async function expectNoViolations(page: Page, label: string, scope: AxeScope = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.contrastOnly) builder.withRules(['color-contrast']);
  for (const selector of scope.include ?? []) builder.include(selector);
  const { violations } = await builder.analyze();
  expect(listViolations(violations), `${label}: axe violations`).toEqual([]);
}

/** Switches the emulated colour scheme; the site follows it while the theme is auto. */
async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  const html = page.locator('html');
  if (scheme === 'dark') await expect(html).toHaveClass(/\brp-dark\b/);
  else await expect(html).not.toHaveClass(/\brp-dark\b/);
}

// Overlays look the same on every page: mostly checked on the home page, the shortest.
test.describe('axe: open overlays', () => {
  test('product-family popover', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const trigger = page.locator('.rs-product-family__trigger');
    await trigger.click();
    const panel = page.locator('.rs-product-family__panel');
    await expect(panel).toBeVisible();
    await expectNoViolations(page, 'popover light', { include: ['.rp-nav'] });
    await setScheme(page, 'dark');
    await expect(panel).toBeVisible();
    await expectNoViolations(page, 'popover dark', {
      include: ['.rs-product-family__panel'],
      contrastOnly: true,
    });
  });

  test('search panel with results', async ({ page }) => {
    await page.goto('/zh/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('dts');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expectNoViolations(page, 'search light', { include: ['[role="dialog"]'] });
    await setScheme(page, 'dark');
    await expectNoViolations(page, 'search dark', {
      include: ['[role="dialog"]'],
      contrastOnly: true,
    });
  });

  test('mobile menu at 390 px', { tag: '@phone' }, async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the mobile menu exists on narrow screens only');
    // A guide page, so the menu shows its active item.
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await siteNavButton(page).click();
    const screen = page.locator('.rp-nav-screen--open');
    await expect(screen).toBeVisible();
    await expectNoViolations(page, 'mobile menu light', { include: ['.rp-nav', '.rp-nav-screen'] });
    await setScheme(page, 'dark');
    await expectNoViolations(page, 'mobile menu dark', {
      include: ['.rp-nav-screen'],
      contrastOnly: true,
    });
  });
});

/** The element that has focus, described by its class, label or text. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}.${element.className} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}`;
  });
}

/**
 * Records how every focusable element looks without focus, so a focused one
 * can be compared against its own unfocused look.
 */
async function recordUnfocusedLooks(page: Page) {
  await page.evaluate(() => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        style.outlineStyle === 'none'
          ? 'none'
          : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.color,
        style.textDecorationLine,
        style.transform,
      ].join('|');
    };
    const looks = new Map<Element, string>();
    for (const element of document.querySelectorAll('a[href], button, input, [tabindex]')) {
      looks.set(element, look(element));
    }
    Object.assign(window, { __unfocusedLooks: looks, __look: look });
  });
}

/** True when the focused element looks different from its unfocused self. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { __unfocusedLooks: looks, __look: look } = window as unknown as {
      __unfocusedLooks: Map<Element, string>;
      __look: (element: Element) => string;
    };
    const element = document.activeElement;
    if (!element) return false;
    const before = looks.get(element);
    return before !== undefined && before !== look(element);
  });
}

test.describe('keyboard', () => {
  test(
    'Tab goes skip link, product family, logo, search, nav, language, theme toggle; every stop is named and visibly focused',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/guide/start/quick-start');
      await waitForHydration(page);
      await recordUnfocusedLooks(page);

      const stops: string[] = [];
      for (let index = 0; index < 10; index++) {
        await page.keyboard.press('Tab');
        const active = page.locator(':focus');
        const stop = await focused(page);
        stops.push(stop);
        await expect(
          active,
          `tab stop ${index + 1} (${stop}) has an accessible name`,
        ).toHaveAccessibleName(/\S/);
        expect(await focusIsVisible(page), `tab stop ${index + 1} (${stop}) shows focus`).toBe(
          true,
        );
      }

      const order = [
        stops.findIndex((stop) => stop.startsWith('button.rs-skip-link')),
        stops.findIndex((stop) => stop.startsWith('button.rs-product-family__trigger')),
        stops.findIndex((stop) => stop.startsWith('a.') && stop.includes('Rslib')),
        stops.findIndex((stop) => stop.startsWith('button.rs-search-button')),
      ];
      if (!isPhone(testInfo)) {
        order.push(stops.findIndex((stop) => stop.startsWith('a.rp-nav-menu__item__container')));
        order.push(
          stops.findIndex((stop) => stop.startsWith('button.rp-nav-menu__item__container')),
        );
        order.push(stops.findIndex((stop) => stop.startsWith('button.rs-switch-appearance')));
      }
      expect(order, `tab order: ${stops.join(' → ')}`).not.toContain(-1);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(order[0], 'the skip link is the first stop').toBe(0);
    },
  );

  for (const path of ['/guide/start/quick-start', '/no/such/page']) {
    test(`the skip link is shown on focus and moves focus to the main content: ${path}`, async ({
      page,
    }) => {
      // The 404 page loads its route after hydration and renders again: Tab
      // is pressed once nothing is loading any more.
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skipLink = page.locator('.rs-skip-link');
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    });
  }

  test('every control on a doc page has an accessible name', async ({ page }) => {
    await page.goto('/config/lib/dts');
    await waitForHydration(page);
    // Playwright's accessibility snapshot prints a control without a name as
    // a bare role ("- button", "- link:").
    const snapshot = await page.locator('body').ariaSnapshot();
    const unnamed = snapshot
      .split('\n')
      .filter((line) =>
        /^\s*- (button|link|textbox|combobox|checkbox|switch|tab|menuitem|searchbox)( \[[^\]]*\])*:?$/.test(
          line,
        ),
      );
    expect(unnamed, 'controls without an accessible name').toEqual([]);
  });

  test(
    'the light/dark toggle is a named button that Enter operates',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/guide/start/quick-start');
      await waitForHydration(page);
      if (isPhone(testInfo)) {
        // On a phone the toggle sits in the mobile menu.
        await siteNavButton(page).click();
      }
      const toggle = page
        .getByRole('button', { name: 'Toggle dark mode' })
        .filter({ visible: true });
      await expect(toggle).toHaveCount(1);
      const html = page.locator('html');
      const wasDark = ((await html.getAttribute('class')) ?? '').includes('rp-dark');
      await toggle.focus();
      await page.keyboard.press('Enter');
      if (wasDark) await expect(html).not.toHaveClass(/\brp-dark\b/);
      else await expect(html).toHaveClass(/\brp-dark\b/);
    },
  );

  test('Escape closes the product-family popover and returns focus to its button', async ({
    page,
  }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const trigger = page.locator('.rs-product-family__trigger');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.locator('.rs-product-family__panel');
    // The panel's list is loaded when the button gets focus; a reader tabs
    // into it once it shows.
    await expect(panel.locator('a').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('Escape closes the search panel and returns focus to the search button', async ({
    page,
  }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const button = page.locator('.rs-search-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test(
    'Escape closes the mobile menu and returns focus to its button',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the mobile menu exists on narrow screens only');
      await page.goto('/guide/start/quick-start');
      await waitForHydration(page);
      const hamburger = siteNavButton(page);
      await hamburger.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.rp-nav-screen--open')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.rp-nav-screen--open')).toHaveCount(0);
      await expect(hamburger).toBeFocused();
    },
  );
});
