import { expect, type Page, test } from '@playwright/test';
import {
  afterFrames,
  docPage,
  isPhone,
  langs,
  outlineRegion,
  sidebarRegion,
  siteNavButton,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';

async function expectMobileLayout(page: Page, menuLabel: string) {
  const menu = page.locator('.rp-sidebar-menu').getByRole('button', { name: menuLabel });
  const sidebar = sidebarRegion(page);
  await expect(menu).toBeVisible();
  await expect(page.locator('.rp-nav__others')).toBeHidden();
  await expect(sidebar).not.toBeInViewport();
  // Closed, the drawer's links are no keyboard stops: Tab from the last
  // button of the sidebar-menu bar goes past the drawer.
  await page.locator('.rp-sidebar-menu button').last().focus();
  await page.keyboard.press('Tab');
  const focusInDrawer = await page.evaluate(
    () =>
      document.activeElement === document.body ||
      !!document.activeElement?.closest('.rp-doc-layout__sidebar'),
  );
  expect(focusInDrawer, 'focus after the sidebar-menu bar is in the closed drawer').toBe(false);

  await menu.click();
  await expect(sidebar).toHaveClass(/rp-doc-layout__sidebar--open/);
  await expect(sidebar).toBeInViewport();
  // The sidebar drawer closes when a page is chosen.
  await sidebar.locator('a.rp-link').first().click();
  await expect(sidebar).not.toHaveClass(/rp-doc-layout__sidebar--open/);
}

for (const { lang, prefix } of langs) {
  test.describe(`mobile layout (${lang})`, { tag: '@phone' }, () => {
    const testOnce = testInOneLanguage(lang);
    test('applies at 1024 px and below: the sidebar opens from the Menu button', async ({
      page,
    }, testInfo) => {
      if (!isPhone(testInfo)) await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      await expectMobileLayout(page, text('menuTitle', lang));
    });

    testOnce(
      'does not apply from 1025 px: sidebar, outline and top-bar items are in place',
      async ({ page }, testInfo) => {
        test.skip(isPhone(testInfo), 'a phone is never 1025 px wide');
        await page.setViewportSize({ width: 1025, height: 800 });
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        await expect(page.locator('.rp-sidebar-menu')).toBeHidden();
        await expect(sidebarRegion(page)).toBeInViewport();
        await expect(outlineRegion(page)).toBeInViewport();
        await expect(page.locator('.rp-outline__title')).toHaveText(text('outlineTitle', lang));
        await expect(page.locator('.rp-nav__others')).toBeVisible();
        await expect(page.locator('.rp-nav-hamburger__md')).toBeHidden();
        // The content column keeps a readable width next to both side columns.
        const width = await page.locator('.rspress-doc').evaluate((el) => el.clientWidth);
        expect(width).toBeGreaterThan(380);
      },
    );

    testOnce(
      "the opened drawer shows the current page's link, far down the sidebar too",
      async ({ page }, testInfo) => {
        test.skip(!isPhone(testInfo), 'the drawer is tested at phone width');
        await page.goto(`${prefix}/guide/advanced/storybook`);
        await waitForHydration(page);
        await page
          .locator('.rp-sidebar-menu')
          .getByRole('button', { name: text('menuTitle', lang) })
          .click();
        const active = page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active');
        await expect(active).toBeInViewport();
      },
    );

    testOnce(
      'the mobile nav screen closes once the window is 768 px or wider',
      async ({ page }, testInfo) => {
        test.skip(!isPhone(testInfo), 'the nav screen opens from the phone-width hamburger');
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        await siteNavButton(page).click();
        const screen = page.locator('.rp-nav-screen');
        await expect(screen).toBeVisible();
        await page.setViewportSize({ width: 700, height: 844 });
        await page.waitForFunction(() => window.innerWidth === 700);
        await afterFrames(page);
        await expect(screen).toBeVisible();
        await page.setViewportSize({ width: 768, height: 844 });
        await expect(screen).toHaveCount(0);
      },
    );
  });
}
