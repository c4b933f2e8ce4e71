import { expect, test } from '@playwright/test';

/** The lib.bundle page shows the bundle / bundleless diagram in its body. */
const imagePage = '/config/lib/bundle';

test.describe('image zoom', () => {
  test('a body image zooms on click over the page background, edge to edge, and closes', async ({
    page,
  }) => {
    // medium-zoom is not part of the page: it comes with the first click.
    const zoomScripts: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      if ((await response.text()).includes('medium-zoom-overlay')) zoomScripts.push(response.url());
    });
    await page.goto(imagePage, { waitUntil: 'networkidle' });
    expect(zoomScripts).toEqual([]);
    const image = page.locator('.rspress-doc img').first();
    await image.scrollIntoViewIfNeeded();
    // The page shows the image as zoomable; medium-zoom is fetched on the first click.
    await expect(image).toHaveCSS('cursor', 'zoom-in');
    // medium-zoom ignores Escape while it animates: the test waits for "opened".
    const firstOpened = image.evaluate(
      (element) =>
        new Promise((resolve) =>
          element.addEventListener('medium-zoom:opened', resolve, { once: true }),
        ),
    );
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    await expect.poll(() => zoomScripts.length).toBe(1);
    const zoomed = page.locator('.medium-zoom-image--opened');
    await expect(zoomed).toBeVisible();
    const measure = () =>
      page.evaluate(() => {
        const opened = document.querySelector('.medium-zoom-image--opened') as HTMLImageElement;
        const box = opened.getBoundingClientRect();
        const original = opened.offsetWidth;
        const originalHeight = opened.offsetHeight;
        // medium-zoom's scale with margin 0: as large as the window allows, up to the
        // natural size (an SVG has none and may fill the window).
        const svg = /\.svg($|[?#])/.test(opened.currentSrc || opened.src);
        const naturalWidth = svg ? window.innerWidth : opened.naturalWidth;
        const naturalHeight = svg ? window.innerHeight : opened.naturalHeight;
        const scale = Math.min(
          Math.min(Math.max(original, naturalWidth), window.innerWidth) / original,
          Math.min(Math.max(originalHeight, naturalHeight), window.innerHeight) / originalHeight,
        );
        const probe = document.createElement('div');
        probe.style.background = 'var(--rp-c-bg)';
        document.body.append(probe);
        const pageBackground = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return {
          overlayBackground: getComputedStyle(
            document.querySelector('.medium-zoom-overlay') as Element,
          ).backgroundColor,
          pageBackground,
          width: Math.round(box.width),
          expectedWidth: Math.round(original * scale),
        };
      });
    // The zoom animates; wait until the image has its final size.
    await expect
      .poll(async () => {
        const { width, expectedWidth } = await measure();
        return Math.abs(width - expectedWidth);
      })
      .toBeLessThanOrEqual(1);
    const { overlayBackground, pageBackground } = await measure();
    expect(overlayBackground).toBe(pageBackground);

    await firstOpened;
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);

    // A scroll of more than 40 px closes it; less does not. medium-zoom ignores
    // scrolling while it animates, so scroll once it reports "opened".
    const opened = image.evaluate(
      (element) =>
        new Promise((resolve) =>
          element.addEventListener('medium-zoom:opened', resolve, { once: true }),
        ),
    );
    await image.click();
    await opened;
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 20);
    await page.waitForFunction((y) => window.scrollY !== y, before);
    // A close starts 150 ms after the scroll event; none may start.
    const closing = image.evaluate(
      (element) =>
        new Promise((resolve) => {
          element.addEventListener('medium-zoom:close', () => resolve('closed'), { once: true });
          setTimeout(() => resolve('open'), 400);
        }),
    );
    expect(await closing).toBe('open');
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
    await page.mouse.wheel(0, 200);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  });

  test('a zoom chunk that fails to load leaves the image as it is, and the next click zooms', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(imagePage, { waitUntil: 'networkidle' });
    // Offline for a moment, or a page left open across a deploy that removed the chunk.
    let offline = true;
    let aborted = 0;
    await page.route('**/static/js/async/**', (route) => {
      if (!offline) return route.continue();
      aborted++;
      return route.abort();
    });
    const image = page.locator('.rspress-doc img').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect.poll(() => aborted).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    expect(errors).toEqual([]);

    offline = false;
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
