/**
 * The types of a page's config examples out of its HTML.
 * site/twoslash/config-types.ts wraps each identifier in
 * `span.rs-type[data-type][data-doc]`; as attributes, those texts were
 * repeated for every identifier in the page's HTML (up to 2.9 kB of gzip on
 * the pages with most examples), which a page's first round trip cannot
 * spare, and only the popup, which needs JavaScript, reads them. This rehype
 * plugin (after Rspress's Shiki plugin, before static-code, which turns the
 * code into an HTML string) collects them into one table per page, each
 * distinct type once; each identifier keeps `data-type-id`, its row, and the
 * page renders theme/TypePopover/PageTypes with the rows as a prop: it
 * renders nothing, so the rows travel in the page's JavaScript only.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, Root } from 'hast';
import { mdxDefaultImport } from './mdx-import';

const componentName = 'PageTypes';
const typeKeys = ['data-type', 'dataType'];
const docKeys = ['data-doc', 'dataDoc'];

function isTypedIdentifier(node: Element): boolean {
  const classes = node.properties.class ?? node.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : String(classes ?? '').split(/\s+/);
  return node.tagName === 'span' && list.includes('rs-type');
}

function take(node: Element, keys: string[]): string | undefined {
  let value: string | undefined;
  for (const key of keys) {
    if (key in node.properties) {
      value ??= String(node.properties[key]);
      delete node.properties[key];
    }
  }
  return value;
}

/** Rehype plugin; `component` is PageTypes' file. */
export function rehypeTypeTable(component: string) {
  return () => (tree: Root) => {
    const rows: [string, string][] = [];
    const rowOf = new Map<string, number>();
    // Code blocks also sit inside MDX components (<Tabs>), whose nodes are not hast elements.
    const visit = (node: { children?: unknown[] }) => {
      for (const child of (node.children ?? []) as Element[]) {
        if (child.type === 'element' && isTypedIdentifier(child)) {
          const type = take(child, typeKeys);
          const doc = take(child, docKeys) ?? '';
          if (type === undefined) continue;
          const key = JSON.stringify([type, doc]);
          let row = rowOf.get(key);
          if (row === undefined) {
            row = rows.push([type, doc]) - 1;
            rowOf.set(key, row);
          }
          child.properties['data-type-id'] = String(row);
        } else visit(child);
      }
    };
    visit(tree);
    if (!rows.length) return;
    tree.children.unshift(mdxDefaultImport(componentName, component) as never);
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: componentName,
      attributes: [{ type: 'mdxJsxAttribute', name: 'rows', value: JSON.stringify(rows) }],
      children: [],
    } as never);
  };
}

export function pluginTypeTable(component: string): RspressPlugin {
  return { name: 'rslib-type-table', markdown: { rehypePlugins: [rehypeTypeTable(component)] } };
}
