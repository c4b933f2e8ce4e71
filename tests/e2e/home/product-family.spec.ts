import { expect, type Page, test } from '@playwright/test';
import { allTools, organisationUrl } from '../../../site/tools';
import { hashedPublicFile, testInOneLanguage } from '../support/chrome';

const pages = [
  { lang: 'en', path: '/guide/start/quick-start', home: '/' },
  { lang: 'zh', path: '/zh/guide/start/quick-start', home: '/zh/' },
] as const;

/** The button's name and the panel header's text, as the site words them. */
const expectedTexts = {
  en: { button: 'Rstack tools', header: 'Every Rstack project on GitHub' },
  zh: { button: 'Rstack 工具', header: '在 GitHub 上查看 Rstack 全部项目' },
} as const;

/** Opens a page and waits for React to hydrate (the home star field or the doc's theme effects). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The trigger only reacts once React has hydrated it.
  await expect(page.locator('.rs-product-family__trigger')).toHaveAttribute('data-state', 'closed');
  await page.waitForFunction(() => {
    const trigger = document.querySelector('.rs-product-family__trigger');
    return trigger !== null && Object.keys(trigger).some((key) => key.startsWith('__reactProps'));
  });
}

for (const { lang, path, home } of pages) {
  test.describe(`product-family popover (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    const trigger = (page: Page) =>
      page.getByRole('button', { name: expectedTexts[lang].button, exact: true });
    const panel = (page: Page) => page.locator('.rs-product-family__panel');

    testOnce('sits before the nav title as a grid-icon button', async ({ page }) => {
      await open(page, path);
      const button = trigger(page);
      await expect(button).toBeVisible();
      const icon = button.locator('.rs-icon--grid');
      await expect(icon).toBeVisible();
      expect(await icon.evaluate((element) => getComputedStyle(element).maskImage)).toContain(
        'data:image/svg+xml',
      );
      const order = await button.evaluate((element) => {
        const title = document.querySelector('.rp-nav__title');
        return title ? element.compareDocumentPosition(title) : 0;
      });
      // DOCUMENT_POSITION_FOLLOWING: the title comes after the button.
      expect(order & 4).toBe(4);
      const buttonBox = await button.boundingBox();
      const titleBox = await page.locator('.rp-nav__title').boundingBox();
      expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeLessThanOrEqual(titleBox?.x ?? 0);
      // Nothing of the panel (logos included) is loaded before it opens.
      await expect(panel(page)).toHaveCount(0);
    });

    testOnce(
      'opens on hover below the button, aligned to its start, without an arrow',
      async ({ page }) => {
        await open(page, path);
        await trigger(page).hover();
        await expect(panel(page)).toBeVisible();
        await expect(panel(page)).toHaveAttribute('data-side', 'bottom');
        await expect(panel(page)).toHaveAttribute('data-align', 'start');
        // Shown in the top layer by the platform's popover, above the page.
        expect(await panel(page).evaluate((element) => element.matches(':popover-open'))).toBe(
          true,
        );
        // No arrow: the panel's only drawings are the header's external-link icon.
        await expect(panel(page).locator('svg')).toHaveCount(1);
        await expect(panel(page).locator('.rs-product-family__header svg')).toHaveCount(1);
        const button = await trigger(page).boundingBox();
        const box = await panel(page).boundingBox();
        if (!button || !box) throw new Error('no box');
        expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
        const viewport = page.viewportSize()?.width ?? 0;
        if (box.width + button.x + 12 <= viewport)
          expect(Math.abs(box.x - button.x)).toBeLessThan(1);
        else expect(box.x).toBeLessThanOrEqual(button.x); // shifted only to stay on screen
        await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(panel(page)).toHaveAttribute('role', 'dialog');
        await expect(panel(page)).toHaveAccessibleName(expectedTexts[lang].button);

        // The pointer can cross to the panel; leaving both closes it.
        await panel(page).locator('.rs-product-family__card').first().hover();
        await expect(panel(page)).toBeVisible();
        await page.mouse.move(5, 700);
        await expect(panel(page)).toBeHidden();
      },
    );

    testOnce('opens on click and stays open until clicked again', async ({ page }) => {
      await open(page, path);
      await trigger(page).click();
      await expect(panel(page)).toBeVisible();
      await page.mouse.move(5, 700);
      await page.waitForTimeout(400);
      await expect(panel(page)).toBeVisible();
      await trigger(page).click();
      await expect(panel(page)).toBeHidden();
    });

    testOnce(
      'opens on tap on a touch screen and closes on a tap outside',
      { tag: '@phone' },
      async ({ page }, info) => {
        test.skip(info.project.name !== 'phone', 'touch only on the phone project');
        await open(page, path);
        await trigger(page).tap();
        await expect(panel(page)).toBeVisible();
        await page.touchscreen.tap(200, 780);
        await expect(panel(page)).toBeHidden();
      },
    );

    testOnce(
      'opens on keyboard focus; Enter pins it, Tab enters it, Escape closes it',
      async ({ page }) => {
        await open(page, path);
        let focused = false;
        for (let step = 0; step < 10 && !focused; step++) {
          await page.keyboard.press('Tab');
          focused = await trigger(page).evaluate((element) => element === document.activeElement);
        }
        expect(focused).toBe(true);
        await expect(panel(page)).toBeVisible();

        // Focus alone does not trap the keyboard: Tab walks on and the panel closes.
        await page.keyboard.press('Tab');
        await expect(panel(page)).toBeHidden();
        await page.keyboard.press('Shift+Tab');
        await expect(trigger(page)).toBeFocused();
        await expect(panel(page)).toBeVisible();

        // Enter pins it open; Tab then leads into the panel.
        await page.keyboard.press('Enter');
        // Its list is loaded on the button's focus; Tab leads into it once shown.
        await expect(panel(page).locator('.rs-product-family__header')).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(panel(page).locator('.rs-product-family__header')).toBeFocused();

        await page.keyboard.press('Escape');
        await expect(panel(page)).toBeHidden();
        // Focus goes back to the button, which does not reopen the panel.
        await expect(trigger(page)).toBeFocused();
        await page.waitForTimeout(300);
        await expect(panel(page)).toBeHidden();
      },
    );

    testOnce(
      'Tab right after Enter leads into the panel even before its list has loaded',
      async ({ page }) => {
        await open(page, path);
        // A slow connection: the list's chunk, fetched on the button's focus, takes a while.
        await page.route('**/static/js/async/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await trigger(page).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expect(panel(page).locator('.rs-product-family__header')).toBeFocused();
        await expect(panel(page)).toBeVisible();
      },
    );

    testOnce(
      'a list chunk that fails to load leaves the page working, with the organisation link, and is fetched again on the next opening',
      async ({ page }) => {
        await open(page, path);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // Offline, or a page left open across a deploy that removed the chunk.
        await page.route('**/static/js/async/**', (route) => route.abort());
        await trigger(page).hover();
        const header = panel(page).locator('.rs-product-family__header');
        await expect(header).toHaveAttribute('href', organisationUrl);
        await expect(header).toHaveText(expectedTexts[lang].header);
        await expect(page.locator('h1')).toBeVisible();
        expect(errors).toEqual([]);

        // Back online: the next opening fetches the list again.
        await page.unroute('**/static/js/async/**');
        await page.keyboard.press('Escape');
        await expect(panel(page)).toBeHidden();
        await page.mouse.move(0, 400);
        await trigger(page).hover();
        await expect(panel(page).locator('.rs-product-family__card')).toHaveCount(allTools.length);
        expect(errors).toEqual([]);
      },
    );

    testOnce('closes on Escape after a hover and after a click', async ({ page }) => {
      await open(page, path);
      await trigger(page).hover();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();

      await trigger(page).click();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();
    });

    test('lists every tool with its logo, name and description, opening in a new tab', async ({
      page,
    }) => {
      await open(page, path);
      await trigger(page).click();
      const header = panel(page).locator('.rs-product-family__header');
      await expect(header).toHaveAttribute('href', organisationUrl);
      await expect(header).toHaveAttribute('target', '_blank');
      await expect(header).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(header).toContainText(expectedTexts[lang].header);

      const cards = panel(page).locator('.rs-product-family__card');
      await expect(cards).toHaveCount(allTools.length);
      await expect(panel(page).locator('.rs-product-family__name')).toHaveText(
        allTools.map((tool) => tool.name),
      );
      await expect(panel(page).locator('.rs-product-family__desc')).toHaveText(
        allTools.map((tool) => (lang === 'zh' ? tool.desc : tool.descEn)),
      );
      for (const [index, tool] of allTools.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute(
          'href',
          lang === 'zh' ? tool.url : (tool.urlEn ?? tool.url),
        );
        await expect(card).toHaveAttribute('target', '_blank');
        await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
        const logo = card.locator('img');
        await expect(logo).toHaveAttribute('loading', 'lazy');
        await expect(logo).toHaveAttribute('src', hashedPublicFile(tool.logo));
      }
      await expect(panel(page).locator('img')).toHaveCount(allTools.length + 1);
      for (const logo of await panel(page).locator('img').all()) {
        await logo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
    });

    testOnce('a tool card opens its site in a new tab', async ({ page, context }) => {
      await open(page, path);
      // Answer the external request locally: the test must not depend on the network.
      await context.route('https://rsbuild.rs/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Rsbuild</title>' }),
      );
      await trigger(page).click();
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        panel(page)
          .locator('.rs-product-family__card')
          .filter({ has: page.locator('.rs-product-family__name', { hasText: /^Rsbuild$/ }) })
          .click(),
      ]);
      await expect(popup).toHaveURL(/^https:\/\/rsbuild\.rs\/?$/);
      expect(page.url()).toContain(path);
    });

    testOnce('also works on the home page', async ({ page }) => {
      await open(page, home);
      await trigger(page).hover();
      await expect(panel(page).locator('.rs-product-family__card')).toHaveCount(allTools.length);
    });
  });
}
