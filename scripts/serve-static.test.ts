import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  cleanPathRedirect,
  notFoundPath,
  resolveStaticPath,
  startStaticServer,
} from './serve-static';

function site(files: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
  }
  return root;
}

describe('serve-static', () => {
  it('maps clean URLs to their HTML files', () => {
    const root = site(['guide/start.html', 'zh/index.html']);
    expect(resolveStaticPath(root, '/guide/start')).toBe(path.join(root, 'guide/start.html'));
    expect(resolveStaticPath(root, '/zh/')).toBe(path.join(root, 'zh/index.html'));
    expect(resolveStaticPath(root, '/../etc/passwd')).toBeUndefined();
  });

  it('redirects every other form of a page to its clean URL, as Cloudflare Pages does', () => {
    const root = site(['guide/start.html', 'guide/index.html', 'index.html', 'llms.txt']);
    expect(cleanPathRedirect(root, '/guide/start/')).toBe('/guide/start');
    expect(cleanPathRedirect(root, '/guide/start.html?x=1')).toBe('/guide/start');
    expect(cleanPathRedirect(root, '/guide')).toBe('/guide/');
    expect(cleanPathRedirect(root, '/guide/index.html')).toBe('/guide/');
    for (const served of ['/guide/start', '/guide/', '/', '/llms.txt', '/missing/']) {
      expect(cleanPathRedirect(root, served), served).toBeUndefined();
    }
  });

  it('answers a missing URL with the nearest 404 page up its path', () => {
    const root = site(['404.html', 'zh/404.html']);
    expect(notFoundPath(root, '/zh/no/such/page')).toBe(path.join(root, 'zh/404.html'));
    expect(notFoundPath(root, '/zh/')).toBe(path.join(root, 'zh/404.html'));
    expect(notFoundPath(root, '/no/such/page?x=1')).toBe(path.join(root, '404.html'));
    expect(notFoundPath(root, '/zhx/page')).toBe(path.join(root, '404.html'));
  });

  it("sends the headers the site's _headers file gives a path, as Netlify and Cloudflare Pages do", async () => {
    const root = site(['static/a.1234abcd.js', 'index.html']);
    writeFileSync(path.join(root, '_headers'), '/static/*\n  Cache-Control: max-age=60\n');
    const server = await startStaticServer(root, 0);
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const asset = await fetch(`${origin}/static/a.1234abcd.js`);
      expect(asset.headers.get('cache-control')).toBe('max-age=60');
      expect((await fetch(`${origin}/`)).headers.get('cache-control')).toBeNull();
    } finally {
      server.close();
    }
  });

  it('answers with the redirects of _redirects first, then clean URLs, the query kept', async () => {
    const root = site(['new.html', 'old.html', 'guide/start.html', '404.html', 'zh/404.html']);
    writeFileSync(path.join(root, '_redirects'), '/old /new 301\n/zh/* /zh/404.html 404\n');
    const server = await startStaticServer(root, 0);
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const get = (url: string) => fetch(`${origin}${url}`, { redirect: 'manual' });
      const moved = await get('/old?from=bookmark');
      expect([moved.status, moved.headers.get('location')]).toEqual([301, '/new?from=bookmark']);
      const slash = await get('/guide/start/?x=1');
      expect([slash.status, slash.headers.get('location')]).toEqual([308, '/guide/start?x=1']);
      expect((await get('/guide/start')).status).toBe(200);
      const missing = await get('/zh/no/such/page');
      expect([missing.status, await missing.text()]).toEqual([404, 'zh/404.html']);
    } finally {
      server.close();
    }
  });
});
