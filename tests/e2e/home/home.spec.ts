import { expect, type Locator, type Page, test } from '@playwright/test';
import { toolStack } from '../../../site/tools';
import { afterFrames, hashedPublicFile, testInOneLanguage } from '../support/chrome';

const homes = [
  {
    lang: 'en',
    path: '/',
    textLines: ['The Rsbuild-based', 'library development tool'],
    tagline: 'Create JavaScript libraries in a simple and intuitive way',
    actions: [
      { text: 'Quick Start', href: '/guide/start/quick-start', theme: 'brand' },
      { text: 'Introduction', href: '/guide/start/', theme: 'alt' },
    ],
    firstFeature: 'Bundle or bundleless',
    rspackDesc: 'A fast JavaScript bundler written in Rust',
  },
  {
    lang: 'zh',
    path: '/zh/',
    textLines: ['基于 Rsbuild 的', '库开发工具'],
    tagline: '以简单直观的方式创建 JavaScript 库',
    actions: [
      { text: '快速开始', href: '/zh/guide/start/quick-start', theme: 'brand' },
      { text: '介绍', href: '/zh/guide/start/', theme: 'alt' },
    ],
    firstFeature: 'Bundle 与 Bundleless',
    rspackDesc: '基于 Rust 的高性能 JavaScript 打包工具',
  },
] as const;

/**
 * Opens a home page and waits until the star field is hydrated and listening
 * (or not). The home content is a chunk of its own that hydrates once it has
 * arrived, after the site's scripts: on a loaded machine that takes seconds.
 */
async function openHome(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.rs-stars')).toHaveAttribute('data-motion', /follow|still/, {
    timeout: 15_000,
  });
}

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A star whose surroundings (±150 px sideways) are inside the viewport. */
async function pickStar(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const stars = page.locator('.rs-stars__star');
  for (let index = 0; index < 35; index++) {
    const star = stars.nth(index);
    const { x, y } = await centre(star);
    if (y > 80 && y < 600 && x > 10 && x < width - 10) {
      // Point the pointer toward whichever side has room.
      const direction = x + 150 < width ? 1 : -1;
      return { star, x, y, direction };
    }
  }
  throw new Error('no star in view');
}

for (const home of homes) {
  test.describe(`home page (${home.lang})`, () => {
    const testOnce = testInOneLanguage(home.lang);
    test('shows the hero name, text lines and tagline', { tag: '@phone' }, async ({ page }) => {
      await openHome(page, home.path);
      const hero = page.locator('.rs-hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Rslib');
      await expect(hero.locator('.rs-hero__text')).toHaveText([...home.textLines]);
      await expect(hero.locator('.rs-hero__tagline')).toHaveText(home.tagline);
    });

    testOnce('hydrates the pre-rendered hero instead of painting it again', async ({ page }) => {
      // Mark the server's nodes before the app starts; a client render of the
      // home content would replace them (and repaint the LCP image).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const node of document.querySelectorAll(
            '.rs-home main, .rs-hero h1, .rs-hero img',
          )) {
            node.setAttribute('data-prerendered', '');
          }
        });
      });
      await openHome(page, home.path);
      await expect(page.locator('.rs-home main')).toHaveAttribute('data-prerendered', '');
      await expect(page.locator('.rs-hero h1')).toHaveAttribute('data-prerendered', '');
      await expect(page.locator('.rs-hero img[data-prerendered]')).toHaveCount(2);
    });

    test('has a primary and a secondary action that lead to their pages', async ({ page }) => {
      // Three home page loads, each waiting for the home chunk to hydrate.
      test.slow();
      await openHome(page, home.path);
      const links = page.locator('.rs-hero__actions a');
      await expect(links).toHaveCount(2);
      for (const [index, action] of home.actions.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveText(action.text);
        await expect(link).toHaveAttribute('href', action.href);
        await expect(link).toHaveClass(new RegExp(`rp-button--${action.theme}`));
      }
      for (const action of home.actions) {
        await openHome(page, home.path);
        await page.locator('.rs-hero__actions a', { hasText: action.text }).click();
        await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${action.href}$`));
        await expect(page.locator('.rp-doc h1').first()).toBeVisible();
      }
    });

    testOnce(
      'shows the light hero image in light mode and the dark one in dark mode',
      async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await openHome(page, home.path);
        const light = page.locator('.rs-hero__image-img--light');
        const dark = page.locator('.rs-hero__image-img--dark');
        await expect(light).toBeVisible();
        await expect(dark).toBeHidden();
        // Hashed files under /static/, which browsers keep (docs/public/_headers).
        await expect(light).toHaveAttribute('src', hashedPublicFile('/hero-light.svg'));
        await expect(light).toHaveAttribute('alt', /.{10,}/);
        expect(
          await light.evaluate((image: HTMLImageElement) => image.naturalWidth),
        ).toBeGreaterThan(0);

        await page.emulateMedia({ colorScheme: 'dark' });
        await openHome(page, home.path);
        await expect(dark).toBeVisible();
        await expect(light).toBeHidden();
        await expect(dark).toHaveAttribute('src', hashedPublicFile('/hero-dark.svg'));
      },
    );

    test('shows six feature cards at span 4 that link to their pages', { tag: '@phone' }, async ({
      page,
    }) => {
      await openHome(page, home.path);
      const cards = page.locator('.rp-home-feature__item');
      await expect(cards).toHaveCount(6);
      await expect(page.locator('.rp-home-feature__item--span-4')).toHaveCount(6);
      await expect(cards.locator('.rp-home-feature__icon svg')).toHaveCount(6);
      await expect(cards.first().locator('.rp-home-feature__title')).toHaveText(home.firstFeature);
      await cards.first().locator('article').click();
      await expect(page).toHaveURL(
        new RegExp(`${home.lang === 'zh' ? '/zh' : ''}/config/lib/bundle$`),
      );
      await expect(page.locator('.rp-doc h1').first()).toBeVisible();
    });

    testOnce(
      'draws 35 stars, star i being i/20 + 3 px wide',
      { tag: '@phone' },
      async ({ page }) => {
        await openHome(page, home.path);
        const sizes = await page.locator('.rs-stars__star').evaluateAll((stars) =>
          stars.map((star) => {
            const box = star.getBoundingClientRect();
            return { index: Number(star.getAttribute('data-star-index')), ...box.toJSON() };
          }),
        );
        expect(sizes).toHaveLength(35);
        sizes.forEach((size, index) => {
          expect(size.index).toBe(index);
          // Layout rounds to 1/64 px.
          expect(Math.abs(size.width - (index / 20 + 3))).toBeLessThanOrEqual(1 / 64);
          expect(Math.abs(size.height - (index / 20 + 3))).toBeLessThanOrEqual(1 / 64);
        });
      },
    );

    testOnce(
      'with the image above the text (phone, tablet), no star shows on the text',
      async ({ page }) => {
        for (const width of [390, 768]) {
          await page.setViewportSize({ width, height: 844 });
          await openHome(page, home.path);
          const text = page.locator('.rs-hero__content');
          // The same pixels with the star field and without it.
          const withStars = await text.screenshot({ animations: 'disabled' });
          await page.locator('.rs-stars').evaluate((field: HTMLElement) => {
            field.style.visibility = 'hidden';
          });
          const withoutStars = await text.screenshot({ animations: 'disabled' });
          expect(withStars.equals(withoutStars), `stars on the text at ${width} px`).toBe(true);
        }
      },
    );

    testOnce('a star drifts toward the pointer within 100 px, and only then', async ({ page }) => {
      await openHome(page, home.path);
      await expect(page.locator('.rs-stars')).toHaveAttribute('data-motion', 'follow');
      const { star, x, y, direction } = await pickStar(page);

      // 113 px away on the diagonal: inside a 100 px square, outside the circle.
      await page.mouse.move(x + direction * 80, y + 80);
      // The field places stars on the next frame; a drift would set a transform.
      await afterFrames(page);
      await expect(star).not.toHaveAttribute('style', /translate/);
      let now = await centre(star);
      expect(Math.abs(now.x - x)).toBeLessThan(0.5);
      expect(Math.abs(now.y - y)).toBeLessThan(0.5);

      // 130 px away in a straight line: still.
      await page.mouse.move(x + direction * 130, y);
      await afterFrames(page);
      await expect(star).not.toHaveAttribute('style', /translate/);
      now = await centre(star);
      expect(Math.abs(now.x - x)).toBeLessThan(0.5);

      // 50 px away: the star moves toward the pointer, not past it.
      await page.mouse.move(x + direction * 50, y);
      await expect.poll(async () => ((await centre(star)).x - x) * direction).toBeGreaterThan(5);
      now = await centre(star);
      expect((now.x - x) * direction).toBeLessThan(50);
      expect(Math.abs(now.y - y)).toBeLessThan(1);

      // The pointer leaves the radius again: the star goes back to rest.
      await page.mouse.move(x + direction * 140, y);
      await expect.poll(async () => Math.abs((await centre(star)).x - x)).toBeLessThan(0.5);
    });

    testOnce('stars stay put under prefers-reduced-motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHome(page, home.path);
      await expect(page.locator('.rs-stars')).toHaveAttribute('data-motion', 'still');
      const { star, x, y, direction } = await pickStar(page);
      await page.mouse.move(x + direction * 40, y);
      await page.mouse.move(x + direction * 30, y + 5);
      await afterFrames(page);
      await expect(star).not.toHaveAttribute('style', /translate/);
      const now = await centre(star);
      expect(Math.abs(now.x - x)).toBeLessThan(0.5);
      expect(Math.abs(now.y - y)).toBeLessThan(0.5);
    });

    test('shows the tool stack: five tools with a localised title', async ({ page }) => {
      await openHome(page, home.path);
      const section = page.locator('.rs-tool-stack');
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        home.lang === 'en' ? 'Tool Stack' : '工具栈',
      );
      await expect(section.locator('.rs-tool-stack__desc')).toHaveText(
        home.lang === 'en'
          ? 'A high-performance toolchain built around Rspack, the Rust-based bundler'
          : '围绕 Rust 打包工具 Rspack 打造的高性能工具链',
      );
      const links = section.getByRole('link');
      await expect(links).toHaveCount(5);
      await expect(section.locator('.rs-tool-stack__name')).toHaveText(
        toolStack.map((tool) => tool.name),
      );
      await expect(section.locator('.rs-tool-stack__tool-desc').first()).toHaveText(
        home.rspackDesc,
      );
      for (const [index, tool] of toolStack.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', tool.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        const logo = link.locator('img');
        await expect(logo).toHaveAttribute('loading', 'lazy');
        await expect(logo).toHaveAttribute('src', hashedPublicFile(tool.logo));
        await expect
          .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
    });

    testOnce('requests nothing from any host but the local server', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.emulateMedia({ colorScheme: 'dark' });
      await openHome(page, home.path);
      const { x, y } = await pickStar(page);
      await page.mouse.move(x + 20, y);
      // Open the product-family panel so its logos load too.
      await page.locator('.rs-product-family__trigger').click();
      await expect(page.locator('.rs-product-family__panel img').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.locator('.rs-hero__actions a').first().click();
      await page.waitForLoadState('networkidle');

      expect(requested.length).toBeGreaterThan(5);
      const elsewhere = requested.filter(
        (url) => !url.startsWith('data:') && new URL(url).hostname !== '127.0.0.1',
      );
      expect(elsewhere).toEqual([]);
    });
  });
}
