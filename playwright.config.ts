import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunch } from './scripts/chromium';

// E2E_PORT lets several checkouts run browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A line per test in a terminal; in a log (CI), a dot per test and the failures in full.
  reporter: process.stdout.isTTY ? 'list' : 'dot',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every test starts as a returning visitor: on a first visit Rspress sends
    // the browser to its language's pages (en-US → English), which would move
    // a test off a /zh/ page. tests/e2e/chrome/locale.spec.ts tests that redirect.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'rspress-visited', value: '1' }],
        },
      ],
    },
    launchOptions: testChromiumLaunch,
    // One browser context per worker, reset between tests (cookies, storage,
    // routes, init scripts, emulation): a fresh context per test costs the
    // browser a profile and a renderer process, which roughly doubled the
    // browser stage on the 2-core machine. A test that needs other context options (locale,
    // storage) still gets a context of its own.
    reuseContext: true,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Most behaviour does not depend on the window: the phone project runs the
      // tests tagged @phone (menus, drawers, touch, narrow layout) and leaves the
      // rest to desktop. The layout audit covers every page at 390 px.
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    command: `tsx scripts/serve-static.ts ${process.env.DOCS_OUT_DIR ?? 'doc_build'} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
