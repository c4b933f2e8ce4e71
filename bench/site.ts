/**
 * `npm run bench`: builds the site, then loads the home page and a doc page of
 * the built site in Chromium (fresh profile, as a first visit) and reports the
 * bytes each page downloads: every response body gzip-compressed with
 * node:zlib, as a static host serving gzip would send it.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStaticServer } from '../scripts/serve-static';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  { name: 'home page', path: '/' },
  { name: 'doc page', path: '/guide/start/quick-start' },
];

interface Transfer {
  requests: number;
  jsBytes: number;
  totalBytes: number;
}

function build(): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`rspress build failed (exit ${result.status})`);
  return performance.now() - started;
}

async function measure(origin: string, pagePath: string): Promise<Transfer> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  // A returning visitor: a first visit would be sent to the browser's language.
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'rspress-visited', value: '1' }] }],
    },
  });
  const page = await context.newPage();
  const transfer: Transfer = { requests: 0, jsBytes: 0, totalBytes: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          const gzipped = gzipSync(body).length;
          transfer.requests += 1;
          transfer.totalBytes += gzipped;
          const type = response.headers()['content-type'] ?? '';
          if (type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js')) {
            transfer.jsBytes += gzipped;
          }
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return transfer;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const buildMs = build();
console.log(`build: ${(buildMs / 1000).toFixed(1)} s`);

const server = await startStaticServer(path.join(root, 'doc_build'), 0);
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
try {
  console.log('first visit, gzip:');
  for (const { name, path: pagePath } of pages) {
    const { requests, jsBytes, totalBytes } = await measure(origin, pagePath);
    console.log(
      `  ${name.padEnd(9)} ${pagePath.padEnd(26)} JS ${kB(jsBytes).padStart(9)}   total ${kB(totalBytes).padStart(9)}   (${requests} requests)`,
    );
  }
} finally {
  server.close();
}
