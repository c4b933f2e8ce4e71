/**
 * `npm run shots`: full-page screenshots of the built site for a person to
 * review: each page at 1280 px and 390 px, light and dark, English and
 * Chinese, written to shots/ (ignored by git). Build first (`npm run build`).
 *
 *   npm run shots                      the default page list below
 *   npm run shots -- /config/ /api/    these pages (English path; /zh/ is added)
 *   SHOTS_PORT=4180 npm run shots      another port for the static server
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium';
import { startStaticServer } from '../scripts/serve-static';
import { waitForHydration } from './e2e/support/chrome';

const pages = [
  '/',
  '/guide/start/',
  '/guide/start/quick-start',
  '/guide/solution/',
  '/guide/migration/tsup',
  '/guide/start/components/CJS',
  '/config/',
  '/config/lib/dts',
  '/api/javascript-api/core',
  '/no/such/page',
];

const views = [
  { width: 1280, height: 800, mobile: false },
  { width: 390, height: 844, mobile: true },
] as const;
const schemes = ['light', 'dark'] as const;

const root = path.resolve('doc_build');
const outDir = path.resolve('shots');
const port = Number(process.env.SHOTS_PORT ?? 4179);
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const list = (chosen.length > 0 ? chosen : pages).flatMap((page) => [page, `/zh${page}`]);

/** `/zh/config/lib/dts` → `zh/config-lib-dts`; `/` → `en/home`. */
function fileStem(route: string): string {
  const lang = route.startsWith('/zh/') ? 'zh' : 'en';
  const rest = (lang === 'zh' ? route.slice(3) : route).replace(/^\/|\/$/g, '');
  return path.join(lang, rest.replace(/\//g, '-') || 'home');
}

rmSync(outDir, { recursive: true, force: true });
const server = await startStaticServer(root, port);
const browser = await chromium.launch({
  ...chromiumLaunch,
  executablePath: process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath,
});
let count = 0;
try {
  for (const view of views) {
    for (const scheme of schemes) {
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        isMobile: view.mobile,
        hasTouch: view.mobile,
        colorScheme: scheme,
      });
      // A returning visitor: Rspress sends first visits to the browser's language.
      await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      const page = await context.newPage();
      for (const route of list) {
        await page.goto(`http://127.0.0.1:${port}${route}`);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${fileStem(route)}-${view.width}-${scheme}.png`);
        mkdirSync(path.dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true });
        count++;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${count} screenshots in ${path.relative(process.cwd(), outDir)}/`);
