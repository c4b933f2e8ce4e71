/**
 * Code blocks as static HTML. Shiki gives every token of a code block its own
 * `<span>`; compiled by MDX, each became a React element that the page's
 * JavaScript creates and that React hydrates one by one, several hundred on a
 * page of examples. The highlighted lines never change on the client, so
 * this rehype plugin (it runs after Rspress's Shiki plugin, and only for the
 * web build: Rspress's Markdown output for llms.txt has no rehype plugins)
 * hands the `<code>` of each highlighted block its lines as one HTML string
 * (`dangerouslySetInnerHTML`): the same markup, but React neither builds nor
 * hydrates the tokens. The `<pre>` stays a React element, so Rspress's code
 * block (title, copy, wrap, fold) and theme/ScrollableCode wrap it as before.
 *
 * The string is also shorter than Shiki's markup: a token in the block's own
 * colour (the `<pre>` sets it) loses its `<span>`, and every other token's
 * `style="color:var(--shiki-token-…)"` becomes the class `t-…`, coloured by
 * theme/styles/code-tokens.css (up to 0.7 kB of a long page's gzip HTML).
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';

const STATIC_HTML_ATTRIBUTE = 'dangerouslySetInnerHTML';

function isElement(node: ElementContent | Root['children'][number], tag: string): node is Element {
  return node.type === 'element' && node.tagName === tag;
}

/** Shiki's hast gives classes as a `class` string; hast built by remark, as a `className` list. */
const classProperties = ['class', 'className'];

function classesOf(element: Element): string[] {
  return classProperties.flatMap((name) => {
    const value = element.properties[name];
    return Array.isArray(value)
      ? value.map(String)
      : typeof value === 'string'
        ? value.split(/\s+/)
        : [];
  });
}

/**
 * A highlighted block's `<code>`: the only element in Shiki's `<pre
 * class="shiki">`, with no attribute but its classes (so none is lost).
 */
function highlightedCode(pre: Element): Element | undefined {
  if (!classesOf(pre).includes('shiki')) return undefined;
  const elements = pre.children.filter((child) => child.type === 'element');
  const [code] = elements;
  if (elements.length !== 1 || !code || !isElement(code, 'code')) return undefined;
  const onlyClasses = Object.keys(code.properties).every((name) => classProperties.includes(name));
  return onlyClasses ? code : undefined;
}

/** `{ __html: html }` as the estree MDX compiles an attribute expression from. */
function staticHtmlExpression(html: string) {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: { type: 'Identifier', name: '__html' },
              value: { type: 'Literal', value: html, raw: JSON.stringify(html) },
            },
          ],
        },
      },
    ],
  };
}

const foregroundStyle = /^color:\s*var\(--shiki-foreground\);?$/;
const tokenStyle = /^color:\s*var\(--shiki-token-([a-z-]+)\);?$/;

/** A token `<span>` whose only property is Shiki's colour. */
function tokenColour(node: ElementContent): string | undefined {
  if (node.type !== 'element' || node.tagName !== 'span') return undefined;
  const names = Object.keys(node.properties);
  const style = node.properties.style;
  return names.length === 1 && typeof style === 'string' ? style : undefined;
}

/** Lines with tokens in the block's colour unwrapped, the others' colours as classes. */
export function compactTokens(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    const children = compactTokens(node.children);
    const style = tokenColour(node);
    if (style && foregroundStyle.test(style)) return children;
    const token = style ? tokenStyle.exec(style)?.[1] : undefined;
    if (token) return [{ ...node, properties: { className: [`t-${token}`] }, children }];
    return [{ ...node, children }];
  });
}

/**
 * `<code>` with its children as one HTML string: an MDX JSX element (a hast
 * element's properties cannot hold an object), which MDX still maps through
 * the `code` component as it did the element.
 */
export function staticCode(code: Element): ElementContent {
  const html = toHtml(compactTokens(code.children));
  const classes = classesOf(code).filter(Boolean);
  const attributes: unknown[] = classes.length
    ? [{ type: 'mdxJsxAttribute', name: 'className', value: classes.join(' ') }]
    : [];
  attributes.push({
    type: 'mdxJsxAttribute',
    name: STATIC_HTML_ATTRIBUTE,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: { estree: staticHtmlExpression(html) },
    },
  });
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes,
    children: [],
  } as unknown as ElementContent;
}

/** Rehype plugin: every highlighted code block's `<code>` becomes static HTML. */
export function rehypeStaticCode() {
  return (tree: Root) => {
    // Code blocks also sit inside MDX components (<Tabs>), whose nodes are not hast elements.
    const visit = (node: { children?: unknown[] }) => {
      for (const child of (node.children ?? []) as Element[]) {
        const code = isElement(child, 'pre') ? highlightedCode(child) : undefined;
        if (code) child.children = child.children.map((c) => (c === code ? staticCode(code) : c));
        else visit(child);
      }
    };
    visit(tree);
  };
}

export function pluginStaticCode(): RspressPlugin {
  return { name: 'rslib-static-code', markdown: { rehypePlugins: [rehypeStaticCode] } };
}
