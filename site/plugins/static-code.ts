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
 * The string is also shorter than Shiki's markup, so that a long page's HTML
 * stays within the first round trip (checks/check-html-size.ts): a token in
 * the block's own colour (`.shiki` sets it) loses its `<span>`, and so does
 * a coloured token of only spaces; neighbouring tokens of one colour (spaces
 * between them included) share one `<span>`; each colour
 * (`style="color:var(--shiki-token-…)"`) becomes a one-letter class
 * coloured by theme/styles/code-tokens.css; attribute values go unquoted
 * where HTML allows; a block whose lines have no class of their own loses
 * the `<span class="line">` around each (see plainLines). (theme/ScrollableCode
 * trims the `<pre>` itself.)
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { TOKEN_CLASSES } from '../code-token-classes';

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

/** The colour class of a span `compactTokens` made, if `node` is one. */
function colourClass(node: ElementContent | undefined): string | undefined {
  if (node?.type !== 'element' || node.tagName !== 'span') return undefined;
  const { className, ...others } = node.properties;
  if (Object.keys(others).length || !Array.isArray(className) || className.length !== 1)
    return undefined;
  const name = String(className[0]);
  return Object.values(TOKEN_CLASSES).includes(name) ? name : undefined;
}

const isBlank = (node: ElementContent | undefined) =>
  node?.type === 'text' && /^\s*$/.test(node.value);

/** A coloured token of spaces only shows no colour: its text alone. */
function withoutColour(node: Element): ElementContent[] | undefined {
  return node.children.every(isBlank) ? node.children : undefined;
}

/**
 * Lines with tokens in the block's colour unwrapped, the others' colours as
 * classes, and neighbouring tokens of one colour (blank text between them
 * included) in one span.
 */
export function compactTokens(nodes: ElementContent[]): ElementContent[] {
  const compacted = nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    const children = compactTokens(node.children);
    const style = tokenColour(node);
    if (style && foregroundStyle.test(style)) return children;
    const token = style ? tokenStyle.exec(style)?.[1] : undefined;
    const name = token ? TOKEN_CLASSES[token] : undefined;
    if (token && !name)
      throw new Error(`static-code: no class for Shiki's token colour "${token}"`);
    if (name) {
      const span: Element = { ...node, properties: { className: [name] }, children };
      return withoutColour(span) ?? [span];
    }
    return [{ ...node, children }];
  });
  const merged: ElementContent[] = [];
  for (const node of compacted) {
    const name = colourClass(node);
    const last = merged.at(-1);
    const beforeBlank = isBlank(last) ? merged.at(-2) : undefined;
    const target = name && colourClass(last) === name ? last : undefined;
    const acrossBlank = name && colourClass(beforeBlank) === name ? beforeBlank : undefined;
    if (target?.type === 'element' && node.type === 'element') {
      target.children = [...target.children, ...node.children];
    } else if (acrossBlank?.type === 'element' && node.type === 'element' && last) {
      merged.pop();
      acrossBlank.children = [...acrossBlank.children, last, ...node.children];
    } else {
      merged.push(name && node.type === 'element' ? { ...node } : node);
    }
  }
  return merged;
}

/** The class of a `<code>` whose lines are plain text: theme/styles/code-tokens.css pads it as Shiki's lines were. */
export const PLAIN_LINES_CLASS = 'rs-plain-lines';

const isPlainLine = (node: ElementContent) =>
  node.type === 'element' &&
  node.tagName === 'span' &&
  Object.keys(node.properties).every((name) => classProperties.includes(name)) &&
  classesOf(node).join(' ') === 'line';

/**
 * A block's lines without their `<span class="line">` when none has a class
 * of its own (highlighted, added, removed lines keep theirs) and the block
 * shows no line numbers (drawn on each line): the wrapper only pads the line,
 * which the `<code>` does instead. Undefined when a line needs its wrapper.
 */
function plainLines(nodes: ElementContent[], lineNumbers: boolean): ElementContent[] | undefined {
  if (lineNumbers) return undefined;
  const lines = nodes.filter((node) => node.type === 'element');
  if (!lines.length || !lines.every(isPlainLine)) return undefined;
  const others = nodes.filter((node) => node.type !== 'element');
  if (!others.every((node) => node.type === 'text' && node.value === '\n')) return undefined;
  return nodes.flatMap((node) => (node.type === 'element' ? node.children : [node]));
}

/**
 * `<code>` with its children as one HTML string: an MDX JSX element (a hast
 * element's properties cannot hold an object), which MDX still maps through
 * the `code` component as it did the element.
 */
export function staticCode(code: Element, lineNumbers = false): ElementContent {
  const flat = plainLines(code.children, lineNumbers);
  const html = toHtml(compactTokens(flat ?? code.children), { preferUnquoted: true });
  const classes = [...classesOf(code).filter(Boolean), ...(flat ? [PLAIN_LINES_CLASS] : [])];
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
        if (code) {
          const lineNumbers = Boolean(child.properties.lineNumbers ?? child.properties.linenumbers);
          child.children = child.children.map((c) =>
            c === code ? staticCode(code, lineNumbers) : c,
          );
        } else visit(child);
      }
    };
    visit(tree);
  };
}

export function pluginStaticCode(): RspressPlugin {
  return { name: 'rslib-static-code', markdown: { rehypePlugins: [rehypeStaticCode] } };
}
