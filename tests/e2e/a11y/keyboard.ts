import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, as a keyboard user reaches it;
 * fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 150) {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} is not reached by ${max} presses of Tab`);
}

/**
 * Whether the focused element lies inside `container` (or is `also`). The
 * document itself counts as inside: Tab past a modal's last control leaves
 * the page for the browser's own interface (headless: the document), as
 * with a native modal <dialog>, and the next Tab comes back into the modal.
 */
export async function focusIsWithin(container: Locator, also?: Locator): Promise<boolean> {
  const inContainer = await container.evaluate(
    (element) =>
      element.contains(document.activeElement) || document.activeElement === document.body,
  );
  if (inContainer || !also) return inContainer;
  return also.evaluate((element) => element === document.activeElement);
}

/** Presses Tab `presses` times, failing as soon as the focus leaves `container` and `also`. */
export async function expectTabStaysWithin(
  page: Page,
  container: Locator,
  also: Locator,
  presses: number,
) {
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press('Tab');
    const description = await page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"` : 'none';
    });
    expect(
      await focusIsWithin(container, also),
      `Tab ${press} moved the focus to ${description}`,
    ).toBe(true);
  }
}
