/**
 * How the browser tests, benchmarks and screenshots start Chromium: Debian's
 * build (npm cannot download Playwright's here), with background features off
 * so that no request leaves the machine and timings are steadier.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The full browser, in its new headless mode: what the benchmarks measure and
 * the screenshots show, as close to a reader's Chrome as this machine gets.
 */
export const chromiumLaunch = { executablePath: '/usr/bin/chromium', args: chromiumFlags };

/**
 * The same Chromium release as Debian's headless shell (package
 * chromium-headless-shell), which Playwright itself runs for headless tests:
 * without the browser's UI layer, the browser tests run markedly faster
 * (decision 0017).
 */
export const testChromiumLaunch = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: chromiumFlags,
};
