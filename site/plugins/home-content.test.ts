import { describe, expect, it } from '@rstest/core';
import { remarkHomeContent } from './home-content';

function run(frontmatter: Record<string, unknown> | undefined) {
  const store: Record<string, unknown> = { pageMeta: frontmatter && { frontmatter } };
  const tree = { children: [{ type: 'heading' }] as unknown[] };
  remarkHomeContent('/site/theme/HomeContent.tsx').call({ data: (key) => store[key] })(tree);
  return tree.children;
}

describe('remarkHomeContent', () => {
  it('makes a home page import the home content module first', () => {
    const [first, second] = run({ pageType: 'home' });
    expect(first).toMatchObject({
      type: 'mdxjsEsm',
      value: 'import "/site/theme/HomeContent.tsx";',
      data: {
        estree: {
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [],
              source: { type: 'Literal', value: '/site/theme/HomeContent.tsx' },
            },
          ],
        },
      },
    });
    expect(second).toEqual({ type: 'heading' });
  });

  it('leaves doc pages and pages without metadata alone', () => {
    expect(run({ pageType: 'doc' })).toHaveLength(1);
    expect(run({})).toHaveLength(1);
    expect(run(undefined)).toHaveLength(1);
  });
});
