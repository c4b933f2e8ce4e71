import { expect, type Page } from '@playwright/test';
import { docPage, langs, scrollToY, testInOneLanguage, waitForHydration } from '../support/chrome';

async function navState(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('.rp-nav');
    if (!nav) throw new Error('no .rp-nav');
    const style = getComputedStyle(nav);
    return {
      filledMarker: document.body.classList.contains('notTopArrived'),
      transparent: style.backgroundColor === 'rgba(0, 0, 0, 0)',
      top: Math.round(nav.getBoundingClientRect().bottom),
    };
  });
}

for (const { lang, prefix } of langs) {
  const testOnce = testInOneLanguage(lang);
  for (const [name, path] of [
    ['home page', `${prefix}/`],
    ['doc page', docPage(prefix)],
  ] as const) {
    testOnce(
      `navbar is transparent under 100 px of scroll and filled from 100 px: ${name}`,
      async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        // Polled: the background fades over 0.2 s.
        const expectNav = (state: { filledMarker: boolean; transparent: boolean }) =>
          expect.poll(() => navState(page)).toMatchObject(state);
        await expectNav({ filledMarker: false, transparent: true });
        await scrollToY(page, 99);
        await expectNav({ filledMarker: false, transparent: true });
        await scrollToY(page, 100);
        await expectNav({ filledMarker: true, transparent: false });
        await scrollToY(page, 0);
        await expectNav({ filledMarker: false, transparent: true });
      },
    );
  }

  testOnce(
    'navbar hides on scroll down and comes back on scroll up',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      expect((await navState(page)).top).toBeGreaterThan(0);
      await scrollToY(page, 800);
      await expect.poll(async () => (await navState(page)).top).toBeLessThanOrEqual(0);
      await scrollToY(page, 700);
      await expect.poll(async () => (await navState(page)).top).toBeGreaterThan(0);
    },
  );

  testOnce('scroll handling is throttled to one run per 200 ms', async ({ page }) => {
    await page.goto(docPage(prefix));
    await waitForHydration(page);
    // A quiet period longer than the 200 ms window, so the next scroll opens one.
    await page.waitForTimeout(300);
    const marks = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const filled = () => document.body.classList.contains('notTopArrived');
      // A scroll after a quiet period is handled at once...
      const start = performance.now();
      window.scrollTo({ top: 150, behavior: 'instant' });
      await frame();
      await frame();
      const first = filled();
      // ...a second scroll right after is held back until the 200 ms window ends.
      window.scrollTo({ top: 10, behavior: 'instant' });
      await frame();
      await frame();
      // Only meaningful while the 200 ms window is still open (a slow machine may miss it).
      return { first, second: filled() || performance.now() - start >= 200 };
    });
    expect(marks).toEqual({ first: true, second: true });
    // The held-back scroll is handled when the window closes.
    await expect.poll(async () => (await navState(page)).filledMarker).toBe(false);
  });
}
