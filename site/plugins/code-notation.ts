/**
 * Change notation in code blocks (`// [!code ++]`, `// [!code --]`,
 * `// [!code highlight]`; model/code-notation.ts). Shiki's notation
 * transformers remove the comments and give the lines the classes `diff add`,
 * `diff remove` and `highlighted`; this rehype plugin (before static-code)
 * gives each added or removed line a sign and, for screen readers, words, so
 * that a change is not told by colour alone. The sign and words carry
 * Rspress's `rp-copy-ignore` class: "Copy code" copies only the code.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import type { Element, ElementContent, Root } from 'hast';
import type { Lang } from '../../model/routes';
import { siteTexts } from '../i18n';

/** Shiki transformers for rspress.config.ts's `markdown.shiki.transformers`. */
export function codeNotationTransformers() {
  return [transformerNotationDiff(), transformerNotationHighlight()];
}

const changes = [
  { className: 'add', sign: '+', text: siteTexts.codeLineAdded },
  { className: 'remove', sign: '−', text: siteTexts.codeLineRemoved },
] as const;

function classesOf(element: Element): string[] {
  const value = element.properties.class ?? element.properties.className;
  return Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/);
}

const span = (className: string, children: ElementContent[], hidden = false): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: [className], ...(hidden ? { ariaHidden: 'true' } : {}) },
  children,
});

/** The sign and screen-reader words that open an added or removed line. */
export function changeLabel(kind: 'add' | 'remove', lang: Lang): Element {
  const change = changes.find((entry) => entry.className === kind) as (typeof changes)[number];
  const label = span('rs-code-change rp-copy-ignore', [
    span('rs-code-change__sign', [{ type: 'text', value: change.sign }], true),
    span('rs-code-change__text', [{ type: 'text', value: `${change.text[lang]} ` }]),
  ]);
  return label;
}

/**
 * Prepends changeLabel to every `diff add` / `diff remove` line under `node`
 * (code blocks also sit inside MDX components such as <Tabs>, which are not
 * hast elements: every node with children is visited).
 */
export function labelChangedLines(node: { children?: unknown[] }, lang: Lang): void {
  for (const child of (node.children ?? []) as Element[]) {
    const classes = child.type === 'element' ? classesOf(child) : [];
    const kind =
      !classes.includes('line') || !classes.includes('diff')
        ? undefined
        : classes.includes('add')
          ? 'add'
          : classes.includes('remove')
            ? 'remove'
            : undefined;
    if (kind) child.children.unshift(changeLabel(kind, lang));
    else labelChangedLines(child, lang);
  }
}

/** The language of a page file under docsRoot: its first folder. */
export function pageFileLang(docsRoot: string, file: string | undefined): Lang {
  const [first] = path.relative(docsRoot, file ?? '').split(path.sep);
  return first === 'zh' ? 'zh' : 'en';
}

export function pluginCodeNotation(docsRoot: string): RspressPlugin {
  return {
    name: 'rslib-code-notation',
    markdown: {
      rehypePlugins: [
        () => (tree: Root, file: { path?: string }) =>
          labelChangedLines(tree, pageFileLang(docsRoot, file.path)),
      ],
    },
  };
}
