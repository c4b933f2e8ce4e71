import { createHash } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { contentSecurityPolicy, hashSource, inlineCode } from './content-security-policy';

describe('Content-Security-Policy', () => {
  it('finds the inline scripts a browser runs and the style elements, not data blocks or files', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script src="/static/c.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script data-to="/x">d()</script>',
      '<style>.e{}</style>',
    ].join('');
    expect(inlineCode(html)).toEqual({ scripts: ['a()', 'b()', 'd()'], styles: ['.e{}'] });
  });

  it('hashes the exact text as the browser does', () => {
    const digest = createHash('sha256').update('a()').digest('base64');
    expect(hashSource('a()')).toBe(`'sha256-${digest}'`);
  });

  it('allows the own origin and hashed inline code only, once per text, and no framing', () => {
    const policy = contentSecurityPolicy({ scripts: ['a()', 'a()', 'b()'], styles: [] });
    const directives = Object.fromEntries(
      policy
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(
      ["'self'", hashSource('a()'), hashSource('b()')].sort((x, y) =>
        x === "'self'" ? -1 : y === "'self'" ? 1 : x.localeCompare(y),
      ),
    );
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|https?:|\*/);
  });
});
