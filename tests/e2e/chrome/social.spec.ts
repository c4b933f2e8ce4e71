import { expect, type Page, test } from '@playwright/test';
import {
  afterFrames,
  docPage,
  isPageScrollLocked,
  isPhone,
  langs,
  siteNavButton,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';

const configured = [
  'https://github.com/web-infra-dev/rslib',
  'https://x.com/rspack_dev',
  'https://discord.gg/XsaKEEk4mW',
];
const extraLink = 'https://example.com/feed.xml';

/**
 * The site has exactly 3 social links, so the more-menu never shows on the
 * real build. To test it, the served bundle's site data gets a 4th link.
 */
async function addFourthSocialLink(page: Page) {
  await page.route('**/static/js/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const last = `content:"${configured[2]}"}]`;
    if (!body.includes(last)) return route.fulfill({ response });
    const icon =
      '{svg:"<svg viewBox=\\"0 0 24 24\\"><circle cx=\\"12\\" cy=\\"12\\" r=\\"9\\"/></svg>"}';
    const patched = body.replace(
      last,
      `content:"${configured[2]}"},{icon:${icon},mode:"link",content:"${extraLink}"}]`,
    );
    await route.fulfill({ response, body: patched });
  });
}

for (const { lang, prefix } of langs) {
  test.describe(`social links (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    testOnce(
      'the code host, X and Discord links are shown',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        let container = page.locator('.rp-nav__others .rs-social-links');
        if (isPhone(testInfo)) {
          await siteNavButton(page).click();
          container = page.locator('.rp-nav-screen .rs-social-links');
        }
        const links = container.locator('a.rs-social-links__item');
        await expect(links).toHaveCount(3);
        for (const [index, href] of configured.entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', href);
          await expect(links.nth(index)).toHaveAttribute('target', '_blank');
        }
        await expect(container.getByRole('button', { name: text('others', lang) })).toHaveCount(0);
      },
    );

    test('a 4th link goes into the "Others" more-menu, which locks scrolling', async ({
      page,
    }, testInfo) => {
      test.skip(isPhone(testInfo), 'the top bar shows social links from 1025 px on');
      await addFourthSocialLink(page);
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      const container = page.locator('.rp-nav__others .rs-social-links');
      await expect(container.locator(':scope > a.rs-social-links__item')).toHaveCount(3);
      const more = container.getByRole('button', { name: text('others', lang) });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`a[href="${extraLink}"]`)).toHaveCount(0);

      await more.click();
      const menu = container.locator('.rs-social-links__more');
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(text('others', lang));
      await expect(menu.locator(`a[href="${extraLink}"]`)).toBeVisible();
      await expect.poll(() => isPageScrollLocked(page)).toBe(true);
      await page.mouse.move(640, 500);
      await page.mouse.wheel(0, 600);
      await afterFrames(page, 3);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect.poll(() => isPageScrollLocked(page)).toBe(false);
    });
  });
}
