import { describe, expect, it } from '@rstest/core';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { element, text } from './test-support/hast';
import { rehypeTypeTable } from './type-table';

const identifier = (name: string, type: string, doc?: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: {
    class: 'rs-type',
    tabindex: 0,
    'data-type': type,
    ...(doc ? { 'data-doc': doc } : {}),
  },
  children: [text(name)],
});

const run = (...children: Root['children']) => {
  const tree: Root = { type: 'root', children };
  rehypeTypeTable('/theme/PageTypes.tsx')()(tree);
  return tree;
};

describe('rehypeTypeTable', () => {
  it('numbers identifiers by their distinct type and keeps the texts out of the HTML', () => {
    const code = element(
      'code',
      identifier(
        'defineConfig',
        'defineConfig(config: RslibConfig): RslibConfig',
        'Autocompletes.',
      ),
      identifier('format', 'format?: Format'),
      identifier('format', 'format?: Format'),
    );
    const tree = run(element('pre', code));
    expect(toHtml(code)).toBe(
      '<code><span class="rs-type" tabindex="0" data-type-id="0">defineConfig</span>' +
        '<span class="rs-type" tabindex="0" data-type-id="1">format</span>' +
        '<span class="rs-type" tabindex="0" data-type-id="1">format</span></code>',
    );
    const [esm, , table] = tree.children as { type: string; name?: string; value?: string }[];
    expect(esm?.type).toBe('mdxjsEsm');
    expect(esm?.value).toBe('import PageTypes from "/theme/PageTypes.tsx";');
    expect(table).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'PageTypes',
      attributes: [
        {
          name: 'rows',
          value: JSON.stringify([
            ['defineConfig(config: RslibConfig): RslibConfig', 'Autocompletes.'],
            ['format?: Format', ''],
          ]),
        },
      ],
    });
  });

  it('finds identifiers inside MDX components', () => {
    const tabs = {
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      attributes: [],
      children: [element('pre', element('code', identifier('lib', 'lib: LibConfig[]')))],
    };
    const tree = run(tabs as never);
    expect(tree.children.at(-1)).toMatchObject({ name: 'PageTypes' });
    expect(JSON.stringify(tabs)).not.toContain('LibConfig');
  });

  it('leaves a page without typed examples as it is', () => {
    const tree = run(element('p', text('No examples.')));
    expect(tree.children).toHaveLength(1);
  });
});
