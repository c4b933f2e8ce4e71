import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** The phone Lighthouse's mobile preset emulates (a Moto G Power): its screen, density and touch. */
export const LIGHTHOUSE_PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * A fresh browser context of a returning visitor: the site's first-visit
 * language redirect would otherwise move the page being measured.
 */
export function newReturningVisitorContext(
  browser: Browser,
  origin: string,
  device: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...device,
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'rspress-visited', value: '1' }] }],
    },
  });
}
