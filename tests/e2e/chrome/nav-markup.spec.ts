import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  docPage,
  isPhone,
  langs,
  siteNavButton,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';

const languageLabels = { en: 'English', zh: '简体中文' } as const;
const lastNavLink = { en: 'Config', zh: '配置' } as const;

/** The language menu of the top bar, an item of its navigation list. */
const languageMenu = (page: Page) => page.locator('.rp-nav-menu > li.rs-nav-langs');

/** Violations of axe's list rules: an <li> outside a list, a list holding other elements. */
async function listViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['listitem', 'list']).analyze();
  return violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}

for (const { lang, prefix } of langs) {
  test.describe(`top bar markup (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    testOnce(
      'every list item of the top bar is inside a list (axe listitem, list)',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        expect(await listViolations(page)).toEqual([]);
        if (isPhone(testInfo)) {
          await siteNavButton(page).click();
          await expect(page.locator('.rp-nav-screen')).toBeVisible();
        } else {
          await languageMenu(page).hover();
          const other = languageLabels[lang === 'en' ? 'zh' : 'en'];
          await expect(page.getByRole('menuitem', { name: other })).toBeVisible();
        }
        expect(await listViolations(page)).toEqual([]);
      },
    );

    testOnce(
      'the language menu sits between the navigation and the appearance toggle',
      async ({ page }, testInfo) => {
        test.skip(isPhone(testInfo), 'the phone switches languages in its nav screen');
        for (const width of [1280, 1025]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(docPage(prefix));
          await waitForHydration(page);
          const menu = languageMenu(page);
          await expect(menu).toHaveCount(1);
          await expect(menu).toBeVisible();
          await expect(menu.locator('.rp-nav-menu__item__container')).toHaveText(
            languageLabels[lang],
          );
          const lastLink = page
            .locator('.rp-nav-menu')
            .getByRole('link', { name: lastNavLink[lang] });
          const toggle = page
            .locator('.rp-nav')
            .getByRole('button', { name: text('switchAppearance', lang) });
          const [linkBox, menuBox, toggleBox] = await Promise.all(
            [lastLink, menu, toggle].map((locator) => locator.boundingBox()),
          );
          expect(linkBox && menuBox && toggleBox).toBeTruthy();
          if (!linkBox || !menuBox || !toggleBox) return;
          expect(menuBox.x).toBeGreaterThan(linkBox.x + linkBox.width);
          expect(toggleBox.x).toBeGreaterThan(menuBox.x + menuBox.width);
        }
        // From 1024 px down the hamburger menu holds the language switch.
        await page.setViewportSize({ width: 1024, height: 800 });
        await expect(languageMenu(page)).toBeHidden();
      },
    );
  });
}
