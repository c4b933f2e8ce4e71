/**
 * After every built config example (an `rslib.config.*` fence that is not
 * partial), theme/ExampleOutput: the version of @rslib/core that builds it,
 * read from the installed package, and, for the examples check:examples
 * records (model/example-outputs.ts), the "Output" view with the files and
 * sizes its build wrote and the address of their texts, which the view
 * fetches when a reader first opens it (copied into the build as
 * `/example-outputs/<id>.json`).
 */

import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Element } from 'hast';
import type { Code, Root } from 'mdast';
import {
  type ExampleOutput,
  type ExampleOutputIndex,
  exampleOutputsFolder,
  fenceCodeHash,
} from '../../model/example-outputs';
import { configTitlePattern, defaultFixture } from '../../model/examples';
import { parseFenceMeta } from '../../model/fences';
import type { Lang } from '../../model/routes';
import { checkedExamplesRoute } from '../checked-examples';
import { siteTexts } from '../i18n';
import { installedRslibVersion } from '../rslib-version';
import { pageFileLang } from './code-notation';
import { mdxDefaultImport } from './mdx-import';

const componentName = 'ExampleOutput';
/** Where the build serves the outputs' texts. */
export const exampleOutputsPath = '/example-outputs/';

export interface ExampleOutputsOptions {
  repoRoot: string;
  docsRoot: string;
  /** theme/ExampleOutput's file, imported by the pages that show an output. */
  component: string;
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The view of one recorded output: files and sizes as an attribute, texts by address. */
export function outputElement(version: string, id: string, output: ExampleOutput) {
  const files = output.files.map((file) => [file.path, file.size, file.path in output.texts]);
  return {
    type: 'mdxJsxFlowElement',
    name: componentName,
    attributes: [
      attribute('version', version),
      attribute('src', `${exampleOutputsPath}${id}.json`),
      attribute('files', JSON.stringify(files)),
    ],
    children: [],
  };
}

/**
 * The version mark alone, for a built example whose output is not recorded:
 * static HTML, so that such a page loads no script for it.
 */
export function markElement(version: string, lang: Lang) {
  const text = siteTexts.exampleBuiltWith[lang].replace('{{version}}', version);
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: {
      className: ['rs-output__built'],
      href: `${lang === 'zh' ? '/zh' : ''}${checkedExamplesRoute}`,
    },
    children: [{ type: 'text', value: text }],
  };
  return {
    type: 'exampleMark',
    data: {
      hName: 'div',
      hProperties: { className: ['rs-output', 'rs-output--mark', 'rp-not-doc'] },
      hChildren: [link],
    },
  };
}

/** Remark plugin: an output view after every recorded config example of the page. */
export function remarkExampleOutputs(options: ExampleOutputsOptions) {
  const folder = path.join(options.repoRoot, exampleOutputsFolder);
  const index = readJson<ExampleOutputIndex>(path.join(folder, 'index.json'), {});
  const version = installedRslibVersion(options.repoRoot);
  return () => (tree: Root, file: { path?: string }) => {
    const page = path
      .relative(options.repoRoot, file.path ?? '')
      .split(path.sep)
      .join('/');
    const examples = index[page] ?? {};
    const lang = pageFileLang(options.docsRoot, file.path);
    let shown = false;
    const visit = (node: { children?: unknown[] }) => {
      const children = (node.children ?? []) as Code[];
      for (let position = 0; position < children.length; position++) {
        const child = children[position] as Code;
        const attrs = child.type === 'code' ? parseFenceMeta(child.meta ?? '') : undefined;
        const title = attrs?.values.title;
        // A config example is built unless it is partial (model/examples.ts).
        if (!attrs || !title || !configTitlePattern.test(title) || 'partial' in attrs.values) {
          visit(child as never);
          continue;
        }
        const id = examples[fenceCodeHash(child.value, attrs.values.fixture ?? defaultFixture)];
        const output = id
          ? readJson<ExampleOutput | undefined>(path.join(folder, `${id}.json`), undefined)
          : undefined;
        if (id && !output)
          throw new Error(
            `${page}: the recorded output ${id} is missing from ${exampleOutputsFolder}`,
          );
        const view = id && output ? outputElement(version, id, output) : markElement(version, lang);
        children.splice(position + 1, 0, view as never);
        if (id) shown = true;
        position++;
      }
    };
    visit(tree);
    if (shown) tree.children.unshift(mdxDefaultImport(componentName, options.component) as never);
  };
}

export function pluginExampleOutputs(options: ExampleOutputsOptions): RspressPlugin {
  return {
    name: 'rslib-example-outputs',
    markdown: { remarkPlugins: [remarkExampleOutputs(options)] },
    // Every recorded output is copied (a page compiled from the build cache runs no remark plugin).
    async afterBuild(config) {
      const folder = path.join(options.repoRoot, exampleOutputsFolder);
      const target = path.resolve(config.outDir ?? 'doc_build', exampleOutputsPath.slice(1));
      await mkdir(target, { recursive: true });
      const index = readJson<ExampleOutputIndex>(path.join(folder, 'index.json'), {});
      for (const id of new Set(Object.values(index).flatMap((page) => Object.values(page))))
        await copyFile(path.join(folder, `${id}.json`), path.join(target, `${id}.json`));
    },
  };
}
