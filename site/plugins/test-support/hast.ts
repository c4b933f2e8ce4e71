/** Small hast trees for the rehype plugins' tests, and a plugin's HTML output for them. */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';

export const text = (value: string): ElementContent => ({ type: 'text', value });

export const element = (tagName: string, ...children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

/** The HTML of `children` after the rehype plugin `plugin` has run on them. */
export function htmlAfter(
  plugin: () => (tree: Root) => void,
  ...children: Root['children']
): string {
  const tree: Root = { type: 'root', children };
  plugin()(tree);
  return toHtml(tree);
}
