import { describe, expect, it } from '@rstest/core';
import { hostRedirectFor, parseHostRedirects, renderHostRedirects } from './host-redirects';
import { localizedRedirects } from './redirects';

describe('host redirects (_redirects)', () => {
  it('writes every old URL of both languages as a permanent redirect, and the Chinese not-found rule', () => {
    const text = renderHostRedirects(localizedRedirects(), ['en', 'zh']);
    const rules = parseHostRedirects(text);
    expect(hostRedirectFor(rules, '/guide/advanced/rspress')).toEqual({
      from: '/guide/advanced/rspress',
      to: '/guide/advanced/module-doc',
      status: 301,
    });
    expect(hostRedirectFor(rules, '/zh/guide/advanced/static-assets')?.to).toBe(
      '/zh/guide/advanced/assets',
    );
    expect(rules.filter((rule) => rule.status === 301)).toHaveLength(localizedRedirects().length);
    expect(hostRedirectFor(rules, '/zh/no/such/page')).toEqual({
      from: '/zh/*',
      to: '/zh/404.html',
      status: 404,
    });
    expect(hostRedirectFor(rules, '/no/such/page')).toBeUndefined();
  });

  it('names the line of what it cannot read', () => {
    expect(() => parseHostRedirects('/a /b 301\n/a/:name /b 301\n', 'x/_redirects')).toThrow(
      'x/_redirects:2',
    );
    expect(() => parseHostRedirects('/a https://example.com 301\n')).toThrow('_redirects:1');
    expect(() => parseHostRedirects('/a /b\n')).toThrow('_redirects:1');
  });
});
