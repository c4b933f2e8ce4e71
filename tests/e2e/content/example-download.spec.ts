/**
 * A config example offers its project as a zip, in the page's language; the
 * zip holds the config and a package.json that pins the installed @rslib/core.
 * (checks/check-downloads.ts builds a sample of them offline.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { langs } from '../support/chrome';

const rslibVersion = JSON.parse(
  readFileSync(path.resolve('node_modules/@rslib/core/package.json'), 'utf8'),
).version as string;
const label = { en: 'Download this example as a project', zh: '下载这个示例项目' };

for (const { lang, prefix } of langs) {
  test(`a config example downloads as a project (${lang})`, async ({ page, request }) => {
    await page.goto(`${prefix}/config/lib/format`);
    const links = page.getByRole('link', { name: label[lang] });
    expect(await links.count()).toBeGreaterThan(1);
    const href = await links.first().getAttribute('href');
    expect(href).toMatch(/^\/examples\/[0-9a-f]{16}\.zip$/);
    const response = await request.get(href as string);
    expect(response.status()).toBe(200);
    const files = unzipSync(new Uint8Array(await response.body()));
    const names = Object.keys(files);
    const config = names.find((name) => name.endsWith('/rslib.config.ts'));
    expect(config, names.join(', ')).toBeDefined();
    const manifestName = names.find((name) => name.endsWith('/package.json')) as string;
    const manifest = JSON.parse(new TextDecoder().decode(files[manifestName]));
    expect(manifest.devDependencies['@rslib/core']).toBe(rslibVersion);
    expect(manifest.scripts.build).toMatch(/^rslib build/);
  });
}
