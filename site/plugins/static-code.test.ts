import { describe, expect, it } from '@rstest/core';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { compactTokens, rehypeStaticCode } from './static-code';

const token = (color: string, text: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { style: `color:var(--shiki-token-${color})` },
  children: [{ type: 'text', value: text }],
});

const line = (...tokens: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['line'] },
  children: tokens,
});

/** Shiki's block as Rspress's plugin leaves it: `<pre class="shiki"><code>` lines, classes as one string. */
function shikiBlock(code: Partial<Element> = {}): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: { class: 'shiki css-variables', tabindex: '0' },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {},
        children: [
          line(token('function', 'npm'), token('string', ' i <a & b>')),
          { type: 'text', value: '\n' },
          line(token('keyword', 'export')),
        ],
        ...code,
      },
    ],
  };
}

function transform(tree: Root): Root {
  rehypeStaticCode()(tree);
  return tree;
}

describe('rehypeStaticCode', () => {
  it("hands a highlighted block's <code> its lines as one HTML string", () => {
    const block = shikiBlock();
    const tree = transform({ type: 'root', children: [block] });
    const pre = tree.children[0] as Element;
    expect(pre.tagName).toBe('pre');
    expect(pre.properties).toEqual({ class: 'shiki css-variables', tabindex: '0' });
    expect(pre.children).toHaveLength(1);
    const code = pre.children[0] as unknown as {
      type: string;
      name: string;
      children: unknown[];
      attributes: { name: string; value: { data: { estree: unknown } } }[];
    };
    expect(code).toMatchObject({ type: 'mdxJsxTextElement', name: 'code', children: [] });
    const linesHtml =
      '<span class=line><span class=f>npm</span>' +
      '<span class=s> i &#x3C;a &#x26; b></span></span>\n' +
      '<span class=line><span class=k>export</span></span>';
    expect(code.attributes).toHaveLength(1);
    expect(code.attributes[0]?.name).toBe('dangerouslySetInnerHTML');
    expect(code.attributes[0]?.value.data.estree).toMatchObject({
      body: [
        {
          expression: {
            type: 'ObjectExpression',
            properties: [{ key: { name: '__html' }, value: { type: 'Literal', value: linesHtml } }],
          },
        },
      ],
    });
  });

  it("drops the spans of tokens in the block's own colour and keeps others' colours as classes", () => {
    const foreground: Element = {
      type: 'element',
      tagName: 'span',
      properties: { style: 'color:var(--shiki-foreground)' },
      children: [{ type: 'text', value: '({' }],
    };
    const typed: Element = {
      type: 'element',
      tagName: 'span',
      properties: { style: 'color:var(--shiki-foreground)', class: 'rs-type' },
      children: [{ type: 'text', value: 'lib' }],
    };
    expect(toHtml(compactTokens([line(foreground, token('keyword', 'format'), typed)]))).toBe(
      '<span class="line">({<span class="k">format</span>' +
        '<span style="color:var(--shiki-foreground)" class="rs-type">lib</span></span>',
    );
  });

  it('gives neighbouring tokens of one colour one span, blank text between them included', () => {
    const html = toHtml(
      compactTokens([
        line(
          token('keyword', 'export'),
          token('keyword', ' default'),
          token('function', ' '),
          token('function', 'defineConfig'),
          token('keyword', 'as'),
          { type: 'text', value: ' ' },
          token('keyword', 'const'),
          { type: 'text', value: ' x ' },
          token('keyword', 'in'),
        ),
      ]),
    );
    expect(html).toBe(
      '<span class="line"><span class="k">export default</span> ' +
        '<span class="f">defineConfig</span><span class="k">as const</span>' +
        ' x <span class="k">in</span></span>',
    );
  });

  it('names a token colour it has no class for', () => {
    expect(() => compactTokens([token('tag-new', 'x')])).toThrow(/"tag-new"/);
  });

  it('finds blocks inside MDX components (a code block in <Tabs>)', () => {
    const tab = {
      type: 'mdxJsxFlowElement',
      name: 'Tab',
      attributes: [],
      children: [shikiBlock()],
    };
    const tree = transform({ type: 'root', children: [tab as never] });
    const pre = (tree.children[0] as unknown as { children: Element[] }).children[0] as Element;
    expect(pre.children[0]).toMatchObject({ type: 'mdxJsxTextElement', name: 'code' });
  });

  it('keeps the classes of <code>', () => {
    const tree = transform({
      type: 'root',
      children: [shikiBlock({ properties: { class: 'has-focused' } })],
    });
    const code = (tree.children[0] as Element).children[0] as unknown as {
      attributes: { name: string; value: unknown }[];
    };
    expect(code.attributes[0]).toEqual({
      type: 'mdxJsxAttribute',
      name: 'className',
      value: 'has-focused',
    });
  });

  it('leaves alone a <pre> Shiki did not highlight and a <code> with other attributes', () => {
    const plain = shikiBlock();
    plain.properties = {};
    const withId = shikiBlock({ properties: { id: 'x' } });
    const tree = transform({ type: 'root', children: [plain, withId] });
    for (const pre of tree.children as Element[]) {
      expect(pre.children[0]).toMatchObject({ type: 'element', tagName: 'code' });
    }
  });
});
