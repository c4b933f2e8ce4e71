/**
 * The page's own widgets driven by the keyboard only, as WAI-ARIA Authoring
 * Practices describe them: the package-manager tabs (a tablist), the
 * language menu (a menu button), the code blocks' buttons (visible when
 * focused, named in the page's language). Tagged @phone where the widget
 * exists at both widths.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  docPage,
  isPhone,
  langs,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';
import { tabTo } from './keyboard';

const languageNames = { en: 'English', zh: '简体中文' } as const;
const languageButtonNames = { en: 'Language: English', zh: '语言：简体中文' } as const;

/** The package-manager tab groups of the quick start (it has three). */
const tablists = (page: Page) => page.getByRole('main').getByRole('tablist');

for (const { lang, prefix } of langs) {
  test.describe(`keyboard widgets (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);

    testOnce(
      'package-manager tabs are a tablist: one Tab stop, arrows, Home and End select, every group follows, the choice persists',
      { tag: '@phone' },
      async ({ page }) => {
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        const [first, second] = [tablists(page).nth(0), tablists(page).nth(1)];
        const npm = first.getByRole('tab', { name: 'npm', exact: true });
        await tabTo(page, npm);
        await expect(npm).toHaveAttribute('aria-selected', 'true');
        await expect(first.getByRole('tab')).toHaveCount(4);

        await page.keyboard.press('ArrowRight');
        const yarn = first.getByRole('tab', { name: 'yarn', exact: true });
        await expect(yarn).toBeFocused();
        await expect(yarn).toHaveAttribute('aria-selected', 'true');
        await expect(npm).toHaveAttribute('aria-selected', 'false');
        // The panel shown is the one the selected tab controls.
        const panelId = await yarn.getAttribute('aria-controls');
        const panel = page.getByRole('tabpanel').filter({ visible: true }).first();
        await expect(panel).toHaveAttribute('id', panelId ?? '');
        await expect(panel).toContainText('yarn');
        // The other groups on the page follow the choice.
        await expect(second.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );

        await page.keyboard.press('End');
        const bun = first.getByRole('tab', { name: 'bun', exact: true });
        await expect(bun).toBeFocused();
        await expect(bun).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Home');
        await expect(npm).toBeFocused();
        await page.keyboard.press('ArrowLeft');
        await expect(bun).toBeFocused();
        await expect(bun).toHaveAttribute('aria-selected', 'true');

        // Only the selected tab is in the Tab order: Tab leaves the tablist.
        for (const tab of await first.getByRole('tab').all()) {
          const selected = (await tab.getAttribute('aria-selected')) === 'true';
          await expect(tab).toHaveAttribute('tabindex', selected ? '0' : '-1');
        }
        await page.keyboard.press('Tab');
        expect(await first.evaluate((list) => list.contains(document.activeElement))).toBe(false);

        await page.reload();
        await waitForHydration(page);
        await expect(
          tablists(page).nth(0).getByRole('tab', { name: 'bun', exact: true }),
        ).toHaveAttribute('aria-selected', 'true');
      },
    );

    testOnce(
      'the language menu is a button that Enter, Space and the arrow keys open and Escape closes',
      async ({ page }, testInfo) => {
        test.skip(isPhone(testInfo), 'the phone switches languages in its nav screen');
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        const button = page.getByRole('button', { name: languageButtonNames[lang] });
        await tabTo(page, button);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        const menu = page.getByRole('menu');
        await expect(menu).toBeHidden();

        const items = menu.getByRole('menuitem');
        for (const [key, focused] of [
          ['Enter', 0],
          [' ', 0],
          ['ArrowDown', 0],
          ['ArrowUp', 1],
        ] as const) {
          await page.keyboard.press(key);
          await expect(button, `${key} opens the menu`).toHaveAttribute('aria-expanded', 'true');
          await expect(menu).toBeVisible();
          await expect(items).toHaveCount(2);
          await expect(items.nth(focused)).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(menu).toBeHidden();
          await expect(button).toBeFocused();
        }

        // Arrows move between the languages and wrap; Enter follows the other one.
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowDown');
        await expect(items.nth(1)).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(items.nth(0)).toBeFocused();
        const other = lang === 'en' ? 'zh' : 'en';
        // English comes first, Chinese last.
        await page.keyboard.press(other === 'en' ? 'Home' : 'End');
        const otherItem = menu.getByRole('menuitem', { name: languageNames[other] });
        await expect(otherItem).toBeFocused();
        await page.keyboard.press('Enter');
        const otherPrefix = other === 'zh' ? '/zh' : '';
        await expect(page).toHaveURL(new RegExp(`${otherPrefix}/guide/start/quick-start$`));
        await expect(page.getByRole('button', { name: languageButtonNames[other] })).toBeVisible();
      },
    );

    testOnce('Tab out of the open language menu closes it', async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'the phone switches languages in its nav screen');
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      const button = page.getByRole('button', { name: languageButtonNames[lang] });
      await tabTo(page, button);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('menu')).toBeHidden();
    });

    testOnce(
      'code-block buttons are named in the page language and visible whenever focused',
      { tag: '@phone' },
      async ({ page }) => {
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        const content = page.getByRole('main');
        const copy = content
          .getByRole('button', { name: text('codeButtonGroupCopyButtonText', lang), exact: true })
          .first();
        const wrap = content
          .getByRole('button', { name: text('codeButtonGroupWrapButtonText', lang), exact: true })
          .first();
        await expect(copy).toHaveAttribute(
          'aria-label',
          text('codeButtonGroupCopyButtonText', lang),
        );
        await tabTo(page, wrap);
        await expect(wrap).toHaveCSS('opacity', '1');
        await expect(wrap).toHaveAttribute('aria-pressed', 'false');
        await page.keyboard.press('Enter');
        await expect(wrap).toHaveAttribute('aria-pressed', 'true');
        await expect(wrap).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(copy).toBeFocused();
        await expect(copy).toHaveCSS('opacity', '1');
      },
    );
  });
}

test('every focus stop of the first 60 on the quick start is visible', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto(docPage(''));
  await waitForHydration(page);
  const hidden: string[] = [];
  for (let press = 1; press <= 60; press++) {
    await page.keyboard.press('Tab');
    // Polled: a stop may fade in (Rspress's transitions last up to 0.3 s).
    const shown = await page
      .waitForFunction(
        () => {
          const element = document.activeElement;
          if (!(element instanceof HTMLElement) || element === document.body) return true;
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement) {
            opacity *= Number(getComputedStyle(node).opacity);
          }
          const box = element.getBoundingClientRect();
          return (
            opacity > 0.5 &&
            getComputedStyle(element).visibility === 'visible' &&
            box.width > 0 &&
            box.height > 0
          );
        },
        undefined,
        { timeout: 1000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!shown) {
      hidden.push(
        `Tab ${press}: ${await page.evaluate(() => {
          const element = document.activeElement;
          const name = element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
          return `${element?.tagName} "${name.slice(0, 40)}"`;
        })}`,
      );
    }
  }
  expect(hidden, 'focus stops a sighted keyboard user cannot see').toEqual([]);
});

for (const { lang, prefix } of langs) {
  test(
    `no control is named in another language than the page's (${lang})`,
    {
      tag: '@phone',
    },
    async ({ page }, testInfo) => {
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      // Rspress's fixed English names for the menu buttons.
      const englishOnly = /hamburger/i;
      const labels = await page
        .locator('[aria-label]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
      expect(labels.filter((label) => label && englishOnly.test(label))).toEqual([]);
      // The top bar's own buttons, in the page's language (the phone's and the desktop's).
      const name = isPhone(testInfo)
        ? { en: 'Site navigation', zh: '站点导航' }[lang]
        : languageButtonNames[lang];
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    },
  );
}
