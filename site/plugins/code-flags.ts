/**
 * Command-line flags in inline code stay on one line. Browsers may break a
 * line after a hyphen, so on a phone `npx rslib build --lib nope` could end a
 * line with `--` and start the next with `lib`, and `-D` split into `-` and
 * `D`. This rehype plugin puts each flag of inline code (a word that starts
 * with one or two hyphens and a letter) in a `<span class="rs-flag">`, which
 * does not wrap (theme/styles/content.css); the line breaks at the spaces
 * around it. Flags are short enough for any column. Code blocks are left
 * alone, and the text, copied text and search index are unchanged.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * A flag at the start of the text or after a space: `--lib`, `-D`, `--no-dts`.
 * The layout audit looks for flags cut across lines with the same pattern.
 */
export const FLAG_PATTERN = '(?<=^|\\s)-{1,2}[A-Za-z][\\w-]*';
const FLAG = new RegExp(`(${FLAG_PATTERN})`);

const flagSpan = (value: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['rs-flag'] },
  children: [{ type: 'text', value }],
});

/**
 * The text with each flag in its own span; the pieces between stay text (a
 * piece between flags never holds one: the split took them all out).
 */
export function wrapFlags(value: string): ElementContent[] {
  return value
    .split(FLAG)
    .filter(Boolean)
    .map((piece) => (FLAG.test(piece) ? flagSpan(piece) : { type: 'text', value: piece }));
}

export function rehypeCodeFlags() {
  return (tree: Root) => {
    // Inline code also sits inside MDX components, whose nodes are not hast elements.
    const visit = (node: { children?: RootContent[] }) => {
      for (const child of node.children ?? []) {
        if (child.type !== 'element') visit(child as { children?: RootContent[] });
        else if (child.tagName === 'pre') continue;
        else if (child.tagName === 'code')
          child.children = child.children.flatMap((part) =>
            part.type === 'text' ? wrapFlags(part.value) : [part],
          );
        else visit(child);
      }
    };
    visit(tree);
  };
}

export function pluginCodeFlags(): RspressPlugin {
  return { name: 'rslib-code-flags', markdown: { rehypePlugins: [rehypeCodeFlags] } };
}
