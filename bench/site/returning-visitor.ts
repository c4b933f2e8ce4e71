import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A fresh browser context of a returning visitor: the site's first-visit
 * language redirect would otherwise move the page being measured.
 */
export function newReturningVisitorContext(
  browser: Browser,
  origin: string,
): Promise<BrowserContext> {
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'rspress-visited', value: '1' }] }],
    },
  });
}
