import type { Page, TestInfo } from '@playwright/test';
import type { Lang } from '../../../site/i18n';
import { i18nSource } from '../../../site/i18n';

export type { Lang };

export const langs: { lang: Lang; prefix: string }[] = [
  { lang: 'en', prefix: '' },
  { lang: 'zh', prefix: '/zh' },
];

/** A UI text as the site shows it in `lang`. */
export function text(key: keyof typeof i18nSource, lang: Lang): string {
  const entry = i18nSource[key];
  if (!entry) throw new Error(`no i18n key ${String(key)}`);
  return entry[lang];
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** A real doc page with headings, code blocks and prev/next neighbours. */
export const docPage = (prefix: string) => `${prefix}/guide/start/quick-start`;

/** Waits until React has hydrated the pre-rendered page (the theme's effects ran). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.querySelector('.rp-skip-link-host') !== null);
}

/** Scrolls the window and waits for the throttled (200 ms) scroll handler to settle. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(350);
}
