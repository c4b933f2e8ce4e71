import { describe, expect, it } from '@rstest/core';
import { localeRedirectScript, VISITED_KEY } from './locale-redirect';

/** Runs the inline script against a stand-in browser; the URL it goes to, if any. */
function firstVisit(
  url: string,
  language: string,
  options: { visited?: boolean; userAgent?: string } = {},
) {
  const storage = new Map<string, string>(options.visited ? [[VISITED_KEY, '1']] : []);
  const { pathname, search, hash } = new URL(url, 'https://rslib.rs');
  let replacedWith: string | undefined;
  const location = { pathname, search, hash, replace: (to: string) => (replacedWith = to) };
  const script = localeRedirectScript({ defaultLang: 'en', langs: ['en', 'zh'] });
  new Function('navigator', 'localStorage', 'location', script)(
    { language, userAgent: options.userAgent ?? 'Mozilla/5.0 Chrome/140' },
    {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    location,
  );
  return { replacedWith, visited: storage.get(VISITED_KEY) };
}

describe('first-visit language redirect', () => {
  it('keeps the query and the fragment', () => {
    expect(firstVisit('/zh/config/lib/format?x=1#esm', 'en-US').replacedWith).toBe(
      '/config/lib/format?x=1#esm',
    );
    expect(firstVisit('/guide/start/quick-start#manual', 'zh-CN').replacedWith).toBe(
      '/zh/guide/start/quick-start#manual',
    );
  });

  it('keeps a trailing slash and sends the home page to the other home page', () => {
    expect(firstVisit('/guide/start/', 'zh').replacedWith).toBe('/zh/guide/start/');
    expect(firstVisit('/', 'zh-TW').replacedWith).toBe('/zh/');
    expect(firstVisit('/zh/', 'en-GB').replacedWith).toBe('/');
  });

  it('stays on a page in the browser language, in a language the site lacks, and on later visits', () => {
    expect(firstVisit('/zh/guide/start/', 'zh-CN')).toEqual({
      replacedWith: undefined,
      visited: '1',
    });
    expect(firstVisit('/guide/start/', 'fr-FR').replacedWith).toBeUndefined();
    expect(firstVisit('/guide/start/', 'zh-CN', { visited: true }).replacedWith).toBeUndefined();
  });

  it('never sends a crawler anywhere, nor marks it as visited', () => {
    expect(
      firstVisit('/', 'zh-CN', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
    ).toEqual({
      replacedWith: undefined,
      visited: undefined,
    });
  });
});
