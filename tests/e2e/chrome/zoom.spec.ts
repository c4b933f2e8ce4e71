import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Built doc pages whose body holds an image (found in doc_build, so new content is picked up). */
function pagesWithBodyImages(): string[] {
  const root = path.resolve('doc_build');
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const html = readFileSync(file, 'utf8');
        const body = html.indexOf('rspress-doc');
        if (body >= 0 && /<img\s/.test(html.slice(body))) {
          found.push(`/${path.relative(root, file).replace(/(index)?\.html$/, '')}`);
        }
      }
    }
  };
  visit(root);
  return found.sort();
}

const imagePage = pagesWithBodyImages()[0];

test.describe('image zoom (spec §2.7)', () => {
  test.skip(!imagePage, 'no doc page has an image in its body yet');

  test('a body image zooms on click over the page background, edge to edge, and closes', async ({
    page,
  }) => {
    await page.goto(imagePage as string);
    const image = page.locator('.rspress-doc img').first();
    await image.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300); // medium-zoom attaches 100 ms after the page renders
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    const zoomed = page.locator('.medium-zoom-image--opened');
    await expect(zoomed).toBeVisible();
    await page.waitForTimeout(500);
    const { overlayBackground, pageBackground, width, expectedWidth } = await page.evaluate(() => {
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
    expect(overlayBackground).toBe(pageBackground);
    expect(Math.abs(width - expectedWidth)).toBeLessThanOrEqual(1);

    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);

    // A scroll of more than 40 px closes it; less does not.
    await image.click();
    await expect(overlay).toBeVisible();
    await page.mouse.wheel(0, 20);
    await page.waitForTimeout(400);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
    await page.mouse.wheel(0, 200);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  });
});
