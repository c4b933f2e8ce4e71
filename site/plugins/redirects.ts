/**
 * Writes a static redirect page for every entry of site/redirects.ts, so old
 * URLs work on a plain static host: a meta refresh to the new route, a
 * canonical URL naming it, and a link for readers whose browser stops there.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { routeHtmlFile } from '../../model/routes';
import { absoluteUrl } from '../origin';
import { localizedRedirects } from '../redirects';

const htmlLang = { en: 'en', zh: 'zh-CN' } as const;
const movedText = { en: 'This page has moved to', zh: '此页面已移至' } as const;

/**
 * Forwards with the query and fragment kept. The same text on every redirect
 * page, so one hash in the Content-Security-Policy allows them all.
 */
export const forwardScript =
  'location.replace(document.currentScript.dataset.to + location.search + location.hash)';

export function redirectPage(options: { to: string; lang: 'en' | 'zh'; origin: string }): string {
  const { to, lang, origin } = options;
  const href = escapeAttribute(to);
  return `<!doctype html>
<html lang="${htmlLang[lang]}">
<head>
<meta charset="utf-8">
<title>${movedText[lang]} ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttribute(absoluteUrl(to, origin))}">
<meta http-equiv="refresh" content="0; url=${href}">
<script data-to="${href}">${forwardScript}</script>
</head>
<body>
<p>${movedText[lang]} <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function pluginRedirects(options: { origin: string }): RspressPlugin {
  return {
    name: 'rslib-docs:redirects',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const { from, to, lang } of localizedRedirects()) {
        const file = path.join(outDir, routeHtmlFile(from));
        // A page still at the old route serves itself while the page it
        // moves to does not exist yet; site/redirects.test.ts fails once both do.
        if (existsSync(file)) continue;
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, redirectPage({ to, lang, origin: options.origin }));
      }
    },
  };
}
