/**
 * File trees: a fence with the language `tree` becomes a nested list (static
 * HTML, no script), one item per file or folder, its comment beside it. The
 * tree text stays the page's source, so model/output-tree.ts still checks a
 * `dist/` tree against the build. A remark plugin: it runs before Shiki, and
 * only for the web build (Rspress's Markdown copies keep the text tree).
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent } from 'hast';
import type { Code, Root } from 'mdast';
import { type FileTreeEntry, isFolder, parseFileTree } from '../../model/file-tree';
import type { Lang } from '../../model/routes';
import { siteTexts } from '../i18n';
import { pageFileLang } from './code-notation';

const element = (
  tagName: string,
  className: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties: { className: [className], ...properties },
  children,
});

function item(entry: FileTreeEntry): Element {
  const folder = isFolder(entry);
  const children: ElementContent[] = [
    element('span', folder ? 'rs-file-tree__folder' : 'rs-file-tree__file', [
      { type: 'text', value: entry.name },
    ]),
  ];
  if (entry.note)
    children.push(element('span', 'rs-file-tree__note', [{ type: 'text', value: entry.note }]));
  if (entry.children.length)
    children.push(element('ul', 'rs-file-tree__list', entry.children.map(item)));
  return element('li', 'rs-file-tree__item', children);
}

/**
 * The nested list of a tree: the root item in a list labelled "File tree".
 * `rp-not-doc` keeps Rspress's list styles (bullets, item spacing) off it.
 */
export function fileTreeElement(tree: FileTreeEntry, lang: Lang): Element {
  const list = element('ul', 'rs-file-tree', [item(tree)], { ariaLabel: siteTexts.fileTree[lang] });
  list.properties.className = ['rs-file-tree', 'rp-not-doc'];
  return list;
}

/** Remark plugin: every `tree` fence becomes its nested list; a fence that is no tree fails the build. */
export function remarkFileTree(docsRoot: string) {
  return () => (tree: Root, file: { path?: string }) => {
    const lang = pageFileLang(docsRoot, file.path);
    const visit = (node: { children?: unknown[] }) => {
      const children = (node.children ?? []) as Code[];
      children.forEach((child, index) => {
        if (child.type !== 'code' || child.lang !== 'tree') {
          visit(child as never);
          return;
        }
        const entries = parseFileTree(child.value);
        if (!entries)
          throw new Error(
            `${file.path}:${child.position?.start.line}: a tree fence needs a root line and one "├── name" line per entry, indented four columns a level`,
          );
        children[index] = {
          type: 'fileTree',
          data: { hName: 'div', hChildren: [fileTreeElement(entries, lang)] },
        } as never;
      });
    };
    visit(tree);
  };
}

export function pluginFileTree(docsRoot: string): RspressPlugin {
  return { name: 'rslib-file-tree', markdown: { remarkPlugins: [remarkFileTree(docsRoot)] } };
}
