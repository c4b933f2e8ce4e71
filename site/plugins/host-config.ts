/**
 * The hosts' configuration, written into the build: `_redirects` (Netlify,
 * Cloudflare Pages) from the table of old URLs, the Content-Security-Policy
 * added to the `/*` rule of `_headers` with the hashes of the inline scripts
 * and styles the built pages carry, and `vercel.json` with the same headers
 * and redirects and Vercel's clean URLs. Rspress runs the plugins'
 * afterBuild hooks side by side, so the redirect pages, written at the same
 * time, are counted by their script's text rather than read.
 */
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { langs } from '../../model/routes';
import {
  contentSecurityPolicy,
  type InlineCode,
  inlineCode,
  runtimeStyles,
} from '../content-security-policy';
import { type HeaderRule, parseHostHeaders } from '../host-headers';
import { renderHostRedirects } from '../host-redirects';
import { localizedRedirects, type Redirect } from '../redirects';
import { forwardScript } from './redirects';

/** `_headers` text with one more header at the end of the rule for `pattern`. */
export function withHeader(text: string, pattern: string, header: string, file: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === pattern);
  if (start === -1) throw new Error(`${file}: no rule for ${pattern} to add ${header} to`);
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end] ?? '')) end++;
  lines.splice(end, 0, `  ${header}`);
  return lines.join('\n');
}

/** Vercel's path patterns: `*` in a `_headers` pattern is `(.*)` there. */
const vercelSource = (pattern: string) => pattern.replace(/\*/g, '(.*)');

/**
 * vercel.json: `/x.html` and `/x/` redirect to `/x`, which serves x.html
 * (Vercel sends a folder's index page at `/folder`); the headers of
 * `_headers`; the old URLs, without a trailing slash as Vercel compares them.
 */
export function vercelConfig(rules: HeaderRule[], redirects: readonly Redirect[]) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: rules.map((rule) => ({
      source: vercelSource(rule.pattern),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
    redirects: redirects.map(({ from, to }) => ({
      source: from.length > 1 ? from.replace(/\/$/, '') : from,
      destination: to,
      permanent: true,
    })),
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export function pluginHostConfig(): RspressPlugin {
  return {
    name: 'rslib-docs:host-config',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const code: InlineCode = { scripts: [forwardScript], styles: [...runtimeStyles] };
      for (const file of htmlFiles(outDir)) {
        const page = inlineCode(await readFile(file, 'utf8'));
        code.scripts.push(...page.scripts);
        code.styles.push(...page.styles);
      }
      const headersFile = path.join(outDir, '_headers');
      const headers = withHeader(
        await readFile(headersFile, 'utf8'),
        '/*',
        `Content-Security-Policy: ${contentSecurityPolicy(code)}`,
        headersFile,
      );
      await writeFile(headersFile, headers);
      const redirects = localizedRedirects();
      await writeFile(path.join(outDir, '_redirects'), renderHostRedirects(redirects, langs));
      const vercel = vercelConfig(parseHostHeaders(headers, headersFile), redirects);
      await writeFile(path.join(outDir, 'vercel.json'), `${JSON.stringify(vercel, null, 2)}\n`);
    },
  };
}
