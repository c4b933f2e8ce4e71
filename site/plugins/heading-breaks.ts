/**
 * Wrap points in headings. A heading on a phone is set large, and a name such
 * as `autoExternal.optionalDependencies` or ERR_MODULE_NOT_FOUND is wider than
 * the column: without a wrap point the browser cuts it wherever the line ends
 * (`autoExternal.optionalDep` / `endencies`). This rehype plugin puts a
 * `<wbr>` at the points theme/InlineMarkdown/identifierBreaks.ts names (the
 * outline and sidebar use the same rules): in a heading's code and in the
 * option paths of its prose (`output.filenameHash`), after dots, slashes and
 * underscores and between camelCase words; in other prose words, inside
 * snake_case words only (JavaScript and Node.js stay whole). `<wbr>` adds no
 * text, so anchors, copied text and the search index are unchanged.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { identifierPieces, proseNamePieces } from '../../theme/InlineMarkdown/identifierBreaks';

const HEADING = /^h[1-6]$/;
function withBreaks(pieces: string[]): ElementContent[] {
  return pieces.flatMap((value, index): ElementContent[] => [
    ...(index > 0
      ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element]
      : []),
    { type: 'text', value },
  ]);
}

/** The children of a heading (or of an element in it) with wrap points in their text. */
function breakChildren(children: ElementContent[], inCode: boolean): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'text')
      return withBreaks((inCode ? identifierPieces : proseNamePieces)(child.value));
    if (child.type === 'element')
      child.children = breakChildren(child.children, inCode || child.tagName === 'code');
    return [child];
  });
}

export function rehypeHeadingBreaks() {
  return (tree: Root) => {
    // Headings also sit inside MDX components, whose nodes are not hast elements.
    const visit = (node: { children?: RootContent[] }) => {
      for (const child of node.children ?? []) {
        if (child.type === 'element' && HEADING.test(child.tagName))
          child.children = breakChildren(child.children, false);
        else visit(child as { children?: RootContent[] });
      }
    };
    visit(tree);
  };
}

export function pluginHeadingBreaks(): RspressPlugin {
  return { name: 'rslib-heading-breaks', markdown: { rehypePlugins: [rehypeHeadingBreaks] } };
}
