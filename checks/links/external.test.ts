import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { collectExternalLinks, countByHost } from './external';

const root = mkdtempSync(path.join(os.tmpdir(), 'external-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('collectExternalLinks', () => {
  it('lists the external links of every built page with the pages that show them, counted per host', () => {
    mkdirSync(path.join(root, 'zh/guide'), { recursive: true });
    writeFileSync(
      path.join(root, 'index.html'),
      '<a href="https://github.com/web-infra-dev/rslib">GitHub</a><a href="/guide/">Guide</a>',
    );
    writeFileSync(
      path.join(root, 'zh/guide/index.html'),
      '<a class="x" href="https://github.com/web-infra-dev/rslib">GitHub</a><a href="https://rsbuild.rs/config/?a=1&amp;b=2">Rsbuild</a><link href="https://cdn.example/x.css">',
    );
    const links = collectExternalLinks(root);
    expect([...links.keys()].sort()).toEqual([
      'https://github.com/web-infra-dev/rslib',
      'https://rsbuild.rs/config/?a=1&b=2',
    ]);
    expect([...(links.get('https://github.com/web-infra-dev/rslib') ?? [])].sort()).toEqual([
      '/index.html',
      '/zh/guide/index.html',
    ]);
    expect(countByHost(links)).toEqual([
      ['github.com', 1],
      ['rsbuild.rs', 1],
    ]);
  });
});
