/**
 * Wrap points in headings. A heading on a phone is set large, and a name such
 * as `autoExternal.optionalDependencies` or ERR_MODULE_NOT_FOUND is wider than
 * the column: without a wrap point the browser cuts it wherever the line ends
 * (`autoExternal.optionalDep` / `endencies`). This rehype plugin puts a
 * `<wbr>` at the points site/identifier-breaks.ts names (the
 * outline and sidebar use the same rules for code): in a heading's code and
 * in the option paths of its prose (`output.filenameHash`), after dots,
 * slashes and underscores and between camelCase words; in other prose words,
 * inside snake_case words only (JavaScript and Node.js stay whole).
 *
 * Each name cut this way sits in a `<span class="rs-name">`, an inline block
 * (theme/styles/content.css): the line breaks before the name if the name
 * fits on the next line, and inside it only when it is wider than a line.
 * `<wbr>` adds no text, so anchors, copied text and the search index are
 * unchanged. The outline reads a heading's HTML from the page after
 * hydration: a span keeps Rspress rendering it as markup, not as text.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { identifierPieces, proseWordPieces } from '../identifier-breaks';

const HEADING = /^h[1-6]$/;

const nameSpan = (children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['rs-name'] },
  children,
});

function withBreaks(pieces: string[]): ElementContent[] {
  return pieces.flatMap((value, index): ElementContent[] => [
    ...(index > 0
      ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element]
      : []),
    { type: 'text', value },
  ]);
}

/** Prose with each name that has wrap points in its own span; other words as text. */
function breakProse(value: string): ElementContent[] {
  const result: ElementContent[] = [];
  let plain = '';
  for (const word of value.split(/(\s+)/)) {
    const pieces = proseWordPieces(word);
    if (pieces.length < 2) {
      plain += word;
      continue;
    }
    if (plain) result.push({ type: 'text', value: plain });
    plain = '';
    result.push(nameSpan(withBreaks(pieces)));
  }
  if (plain) result.push({ type: 'text', value: plain });
  return result;
}

/** A heading's code with wrap points, in a span when it has any. */
function breakCode(code: Element): ElementContent {
  let cut = false;
  code.children = code.children.flatMap((child) => {
    if (child.type !== 'text') return [child];
    const pieces = identifierPieces(child.value);
    cut ||= pieces.length > 1;
    return withBreaks(pieces);
  });
  return cut ? nameSpan([code]) : code;
}

function breakChildren(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'text') return breakProse(child.value);
    if (child.type !== 'element') return [child];
    if (child.tagName === 'code') return [breakCode(child)];
    child.children = breakChildren(child.children);
    return [child];
  });
}

export function rehypeHeadingBreaks() {
  return (tree: Root) => {
    // Headings also sit inside MDX components, whose nodes are not hast elements.
    const visit = (node: { children?: RootContent[] }) => {
      for (const child of node.children ?? []) {
        if (child.type === 'element' && HEADING.test(child.tagName))
          child.children = breakChildren(child.children);
        else visit(child as { children?: RootContent[] });
      }
    };
    visit(tree);
  };
}

export function pluginHeadingBreaks(): RspressPlugin {
  return { name: 'rslib-heading-breaks', markdown: { rehypePlugins: [rehypeHeadingBreaks] } };
}
