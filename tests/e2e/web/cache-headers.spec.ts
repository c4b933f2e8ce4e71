import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDir } from './built-site';

/** Every file under a folder, as a path relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

test.describe('caching of the built files', () => {
  test.skip(({ isMobile }) => isMobile, 'file checks run on the desktop project');

  test('a file under /static/ is kept for a year, so every one of them has a content hash in its name', async ({
    request,
  }) => {
    const files = filesUnder(path.join(buildDir, 'static'));
    expect(files.length).toBeGreaterThan(50);
    // A hash is 8 or more hex digits in the name (index.0c209f6ca8.js,
    // async/2l.92a2d52875.js, f.e681d5f6f9.js.LICENSE.txt); an unhashed file kept a year
    // would outlive a deploy.
    const unhashed = files.filter((file) => !/[.-][0-9a-f]{8,}\./.test(path.basename(file)));
    expect(unhashed).toEqual([]);

    const script = files.find((file) => file.endsWith('.js')) ?? '';
    const asset = await request.get(`/static/${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Pages and unhashed files at the root are not covered: a deploy must reach them at once.
    for (const url of ['/guide/start/quick-start', '/rslib-logo.svg']) {
      expect((await request.get(url)).headers()['cache-control'], url).toBeUndefined();
    }
  });

  test("the entry script computes an async chunk's file from its id and the build's hash, with no row per chunk", () => {
    const scripts = path.join(buildDir, 'static/js');
    const asyncFiles = readdirSync(path.join(scripts, 'async')).filter((file) =>
      file.endsWith('.js'),
    );
    const hashes = new Set(
      asyncFiles.map((file) => /^[0-9a-z]+\.([0-9a-f]{10})\.js$/.exec(file)?.[1]),
    );
    // One hash shared by every async file: the build's, not each file's content.
    expect(asyncFiles.length).toBeGreaterThan(50);
    expect([...hashes]).toEqual([expect.stringMatching(/^[0-9a-f]{10}$/)]);
    const buildHash = [...hashes][0] ?? '';
    const entry = readdirSync(scripts).find((file) => /^index\.[0-9a-f]+\.js$/.test(file)) ?? '';
    const entryText = readFileSync(path.join(scripts, entry), 'utf8');
    // The hash is in the entry once (the runtime's own), never as a table's row.
    expect(entryText.split(buildHash).length - 1).toBe(1);
    expect(entryText).not.toMatch(/\{[^{}]*:"[0-9a-f]{10}",[^{}]*:"[0-9a-f]{10}"/);
  });
});
