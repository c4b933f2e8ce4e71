/**
 * The first-visit language redirect: a reader whose browser prefers another
 * of the site's languages is sent once to the same page in it. Rspress's own
 * script (`route.localeRedirect`) keeps the query but drops the fragment, so
 * a shared link to a section lands at the top of the page; this one keeps
 * both. Same rules otherwise: crawlers and audits are never redirected, and
 * the first visit is remembered under Rspress's storage key.
 */
import type { Lang } from '../model/routes';

export const VISITED_KEY = 'rspress-visited';

/** The inline script, run in `<head>` before anything renders. */
export function localeRedirectScript(options: {
  defaultLang: Lang;
  langs: readonly Lang[];
}): string {
  const data = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(function (o) {
  try {
    var n = navigator, s = localStorage, l = location;
    if (/bot|spider|crawl|lighthouse/i.test(n.userAgent) || s.getItem(${JSON.stringify(VISITED_KEY)})) return;
    s.setItem(${JSON.stringify(VISITED_KEY)}, '1');
    var target = (n.language || '').split('-')[0], segments = l.pathname.split('/').filter(Boolean);
    var current = o.langs.indexOf(segments[0]) >= 0 ? segments[0] : o.defaultLang;
    if (o.langs.indexOf(target) < 0 || target === current) return;
    if (target === o.defaultLang) segments.shift();
    else if (segments[0] !== current) segments.unshift(target);
    else segments[0] = target;
    var pathname = '/' + segments.join('/');
    var slash = pathname !== '/' && /\\/$/.test(l.pathname) ? '/' : '';
    l.replace(pathname + slash + l.search + l.hash);
  } catch (error) {
    // Storage blocked (a privacy mode): no redirect.
  }
})(${data});`
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(/\n\s*/g, ' ');
}
