import { describe, expect, it } from '@rstest/core';
import { parseHostHeaders } from '../host-headers';
import { vercelConfig, withHeader } from './host-config';

describe('host configuration', () => {
  it('adds a header at the end of a rule, and fails on a file without that rule', () => {
    const text = '# c\n/*\n  A: 1\n\n/static/*\n  B: 2\n';
    expect(withHeader(text, '/*', 'C: 3', '_headers')).toBe(
      '# c\n/*\n  A: 1\n  C: 3\n\n/static/*\n  B: 2\n',
    );
    expect(() => withHeader('/static/*\n  B: 2\n', '/*', 'C: 3', 'out/_headers')).toThrow(
      'out/_headers: no rule for /*',
    );
  });

  it('gives Vercel clean URLs without trailing slash, the same headers and the old URLs', () => {
    const rules = parseHostHeaders('/*\n  X-Content-Type-Options: nosniff\n/static/*\n  B: 2\n');
    const config = vercelConfig(rules, [{ from: '/blog/', to: '/guide/start/' }]);
    expect(config).toEqual({
      cleanUrls: true,
      trailingSlash: false,
      headers: [
        { source: '/(.*)', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
        { source: '/static/(.*)', headers: [{ key: 'B', value: '2' }] },
      ],
      redirects: [{ source: '/blog', destination: '/guide/start/', permanent: true }],
    });
  });
});
