import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { headersFor, parseHostHeaders } from './host-headers';

describe('host headers (_headers)', () => {
  it('applies a rule to the paths its pattern matches, slashes included', () => {
    const rules = parseHostHeaders(
      '# comment\n/static/*\n  Cache-Control: max-age=60\n\n/a.html\n  X-Test: yes\n',
    );
    expect(headersFor(rules, '/static/js/async/a.1234abcd.js?x=1')).toEqual({
      'cache-control': 'max-age=60',
    });
    expect(headersFor(rules, '/a.html')).toEqual({ 'x-test': 'yes' });
    expect(headersFor(rules, '/staticx/a.js')).toEqual({});
    expect(headersFor(rules, '/guide/static/a.js')).toEqual({});
  });

  it('names the line of what it cannot read', () => {
    expect(() => parseHostHeaders('/a/:name\n  X: y\n', 'public/_headers')).toThrow(
      'public/_headers:1',
    );
    expect(() => parseHostHeaders('/a\n  no colon here\n')).toThrow('_headers:2');
    expect(() => parseHostHeaders('  X-Test: yes\n')).toThrow('_headers:1: a header before');
  });

  it("reads the site's own file: long-lived caching for the hashed files under /static/", () => {
    const rules = parseHostHeaders(readFileSync('docs/public/_headers', 'utf8'));
    expect(headersFor(rules, '/static/js/index.0c209f6ca8.js')['cache-control']).toMatch(
      /max-age=31536000.*immutable/,
    );
    expect(headersFor(rules, '/guide/start/quick-start')['cache-control']).toBeUndefined();
  });

  it("reads the site's own file: security headers on every response", () => {
    const rules = parseHostHeaders(readFileSync('docs/public/_headers', 'utf8'));
    for (const url of ['/', '/zh/guide/start/quick-start', '/static/js/index.0c209f6ca8.js']) {
      const headers = headersFor(rules, url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
    }
  });
});
