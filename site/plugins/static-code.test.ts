import { describe, expect, it } from '@rstest/core';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { compactTokens, PLAIN_LINES_CLASS, rehypeStaticCode, staticCode } from './static-code';

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

/** The HTML string `staticCode` hands the `<code>`. */
function staticHtml(code: ElementContent): string {
  const { attributes } = code as unknown as {
    attributes: { name: string; value: { data: { estree: { body: never[] } } } }[];
  };
  const expression = attributes.find((item) => item.name === 'dangerouslySetInnerHTML');
  const [statement] = expression?.value.data.estree.body ?? [];
  const { expression: object } = statement as unknown as {
    expression: { properties: { value: { value: string } }[] };
  };
  return object.properties[0]?.value.value ?? '';
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
    // Lines without a class of their own lose their wrapper; the <code> pads them instead.
    const linesHtml =
      '<span class=f>npm</span><span class=s> i &#x3C;a &#x26; b></span>\n<span class=k>export</span>';
    expect(code.attributes).toHaveLength(2);
    expect(code.attributes[0]).toMatchObject({ name: 'className', value: PLAIN_LINES_CLASS });
    expect(code.attributes[1]?.name).toBe('dangerouslySetInnerHTML');
    expect(code.attributes[1]?.value.data.estree).toMatchObject({
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

  it('keeps every line wrapper when one line has a class of its own, or the block numbers its lines', () => {
    const highlighted = line(token('keyword', 'export'));
    highlighted.properties = { className: ['line', 'highlighted'] };
    const withClass = shikiBlock().children[0] as Element;
    withClass.children.push({ type: 'text', value: '\n' }, highlighted);
    expect(staticHtml(staticCode(withClass))).toContain('<span class="line highlighted">');
    expect(staticHtml(staticCode(withClass))).toContain('<span class=line>');
    const plain = shikiBlock().children[0] as Element;
    expect(staticHtml(staticCode(plain, true))).toContain('<span class=line>');
    expect(staticHtml(staticCode(plain))).not.toContain('class=line');
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
      value: `has-focused ${PLAIN_LINES_CLASS}`,
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
