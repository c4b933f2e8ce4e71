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

export const chromiumLaunch = { executablePath: '/usr/bin/chromium', args: chromiumFlags };
