import { describe, expect, it } from '@rstest/core';
import { absoluteUrl, defaultSiteOrigin, resolveSiteOrigin } from './origin';

describe('resolveSiteOrigin', () => {
  it('defaults to https://rslib.rs when SITE_ORIGIN is unset or blank', () => {
    expect(resolveSiteOrigin(undefined)).toBe('https://rslib.rs');
    expect(resolveSiteOrigin('  ')).toBe(defaultSiteOrigin);
  });

  it('takes an override and drops a trailing slash', () => {
    expect(resolveSiteOrigin('https://docs.example.com/')).toBe('https://docs.example.com');
    expect(resolveSiteOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
  });

  it('rejects values that are not a bare http(s) origin, naming the variable', () => {
    expect(() => resolveSiteOrigin('rslib.rs')).toThrow(/SITE_ORIGIN must be an absolute URL/);
    expect(() => resolveSiteOrigin('ftp://rslib.rs')).toThrow(/http or https/);
    expect(() => resolveSiteOrigin('https://example.com/docs')).toThrow(/without a path/);
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and a route', () => {
    expect(absoluteUrl('/zh/config/', 'https://rslib.rs')).toBe('https://rslib.rs/zh/config/');
    expect(absoluteUrl('og/guide.png', 'https://a.b')).toBe('https://a.b/og/guide.png');
  });
});
