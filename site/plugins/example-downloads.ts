/**
 * Every built config example as a project to download: after each
 * `rslib.config.*` example that check:examples builds, a "Download" link to a
 * zip with the example's `package.json` (`@rslib/core` pinned to the installed
 * version, and exactly the packages its fixture uses, pinned the same way),
 * its config, its `src/` files (the page's `source` fences over the fixture's)
 * and its tsconfig. The zips are written when the build ends, from the same
 * docs model the checks read, with `examples/index.json` saying which page and
 * example each one is; checks/check-downloads.ts unpacks a sample, builds it
 * offline and compares what it writes with the record of the example's output.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { zipSync } from 'fflate';
import type { Code, Root } from 'mdast';
import { withoutNotation } from '../../model/code-notation';
import { loadDocs } from '../../model/docs';
import { fenceCodeHash } from '../../model/example-outputs';
import { type ExampleBlock, examplesFromSource } from '../../model/examples';
import { importedPackages } from '../../model/imported-packages';
import { siteTexts } from '../i18n';
import { mdxDefaultImport } from './mdx-import';

/** Where the build serves the zips. */
export const exampleDownloadsPath = '/examples/';

/** What the build says about one zip (examples/index.json). */
export interface ExampleDownload {
  /** The page file that shows the example: `docs/en/config/lib/format.mdx`. */
  page: string;
  /** Line of the example's fence on that page. */
  line: number;
  /** The fixture the project was made from (examples/fixtures/). */
  fixture: string;
  /** The hash of the example's code, as the record of outputs names it. */
  codeHash: string;
}

/** Whether an example is a whole project a reader can build: not a fragment, not a documented error. */
export function isDownloadable(block: ExampleBlock): boolean {
  return !block.partial && block.expectError === undefined && !block.problems.length;
}

/** A zip's name: the hash of what it holds, so an example shared by pages is written once. */
export function exampleDownloadId(files: Record<string, Uint8Array>): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort())
    hash
      .update(`${name}\0`)
      .update(files[name] as Uint8Array)
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

function installedVersion(repoRoot: string, name: string): string | undefined {
  const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : undefined;
}

interface FixtureManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  docsExamples?: { packageAliases?: Record<string, string> };
  [field: string]: unknown;
}

/**
 * The example's package.json: the fixture's, with every dependency the
 * build resolves pinned to the version installed here (an alias such as
 * `tailwindcss-v3` under the name the code imports), `@rslib/core` and, when
 * the fixture has a tsconfig, `typescript` added, and a build script.
 */
export function exampleManifest(
  repoRoot: string,
  fixture: FixtureManifest,
  options: { libIds: string[]; typescript: boolean; imported: Set<string> },
): string {
  const { docsExamples, ...manifest } = fixture;
  const aliases = docsExamples?.packageAliases ?? {};
  const pin = (deps: Record<string, string> | undefined) =>
    deps &&
    Object.fromEntries(
      Object.keys(deps).map((name) => [
        name,
        installedVersion(repoRoot, aliases[name] ?? name) ?? (deps[name] as string),
      ]),
    );
  const devDependencies: Record<string, string> = {
    ...pin(manifest.devDependencies),
    '@rslib/core': installedVersion(repoRoot, '@rslib/core') as string,
  };
  // What the code imports and the fixture leaves to the repository's install
  // (a config's plugin): a devDependency, so the build bundles it as before.
  const listed = { ...manifest.dependencies, ...manifest.peerDependencies, ...devDependencies };
  for (const name of options.imported) {
    const version = installedVersion(repoRoot, aliases[name] ?? name);
    if (!(name in listed) && version) devDependencies[name] = version;
  }
  const typescriptVersion = installedVersion(repoRoot, 'typescript');
  if (options.typescript && typescriptVersion) devDependencies.typescript = typescriptVersion;
  const lib = options.libIds.map((id) => ` --lib ${id}`).join('');
  return `${JSON.stringify(
    {
      ...manifest,
      scripts: { build: `rslib build${lib}` },
      ...(manifest.dependencies && { dependencies: pin(manifest.dependencies) }),
      ...(manifest.peerDependencies && { peerDependencies: manifest.peerDependencies }),
      devDependencies: Object.fromEntries(Object.entries(devDependencies).sort()),
    },
    null,
    2,
  )}\n`;
}

function fixtureFiles(root: string, relative = ''): string[] {
  return readdirSync(path.join(root, relative)).flatMap((name) => {
    const file = path.join(relative, name);
    if (statSync(path.join(root, file)).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : fixtureFiles(root, file);
    return [file.split(path.sep).join('/')];
  });
}

/** The files of one example's project, path → text or bytes. */
export function exampleProject(repoRoot: string, block: ExampleBlock): Record<string, Uint8Array> {
  const fixtureRoot = path.join(repoRoot, 'examples/fixtures', block.fixture);
  const files: Record<string, Uint8Array> = {};
  const text = (value: string) => new TextEncoder().encode(value);
  for (const file of fixtureFiles(fixtureRoot)) {
    files[file] = new Uint8Array(readFileSync(path.join(fixtureRoot, file)));
  }
  for (const source of block.sources) files[source.path] = text(`${source.code}\n`);
  files[block.title] = text(`${withoutNotation(block.code)}\n`);
  // The page's own package.json, when it shows one as a source, is the base.
  const manifest = JSON.parse(new TextDecoder().decode(files['package.json']));
  const code = Object.entries(files)
    .filter(([name]) => /\.(m?[jt]sx?|cjs|vue|svelte)$/.test(name))
    .map(([, bytes]) => new TextDecoder().decode(bytes));
  files['package.json'] = text(
    exampleManifest(repoRoot, manifest, {
      libIds: block.libIds,
      typescript: 'tsconfig.json' in files,
      imported: importedPackages(code),
    }),
  );
  return files;
}

const stableTime = new Date('2026-01-01T00:00:00Z');

/** The zip of a project, its files in one folder, the same bytes on every build. */
export function zipProject(id: string, files: Record<string, Uint8Array>): Uint8Array {
  const entries = Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((name) => [`rslib-example-${id}/${name}`, [files[name], { mtime: stableTime }]]),
  );
  return zipSync(entries as Parameters<typeof zipSync>[0], { level: 9, mtime: stableTime });
}

const componentName = 'ExampleDownload';

/** The download link after an example, in the page's language (theme/ExampleDownload). */
function downloadElement(id: string, lang: 'en' | 'zh') {
  return {
    type: 'mdxJsxFlowElement',
    name: componentName,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'href', value: `${exampleDownloadsPath}${id}.zip` },
      { type: 'mdxJsxAttribute', name: 'label', value: siteTexts.exampleDownload[lang] },
    ],
    children: [],
  };
}

export interface ExampleDownloadsOptions {
  repoRoot: string;
  /** theme/ExampleDownload's file, imported by the pages that show a link. */
  component: string;
}

/** Remark plugin: a download link after every downloadable config example of the page. */
export function remarkExampleDownloads(options: ExampleDownloadsOptions) {
  const fixtures = new Set(readdirSync(path.join(options.repoRoot, 'examples/fixtures')));
  return () => (tree: Root, file: { path?: string; value?: unknown }) => {
    if (!file.path) return;
    const page = path.relative(options.repoRoot, file.path).split(path.sep).join('/');
    if (!page.startsWith('docs/')) return;
    const source = readFileSync(file.path, 'utf8');
    const blocks = new Map(
      examplesFromSource(source, page, fixtures)
        .blocks.filter(isDownloadable)
        .map((block) => [block.location.line, block]),
    );
    if (!blocks.size) return;
    const lang = page.startsWith('docs/zh/') ? 'zh' : 'en';
    const visit = (node: { children?: unknown[] }) => {
      const children = (node.children ?? []) as Code[];
      for (let position = 0; position < children.length; position++) {
        const child = children[position] as Code;
        const block = child.type === 'code' && blocks.get(child.position?.start.line ?? -1);
        if (!block) {
          visit(child as never);
          continue;
        }
        const id = exampleDownloadId(exampleProject(options.repoRoot, block));
        children.splice(position + 1, 0, downloadElement(id, lang) as never);
        position++;
      }
    };
    visit(tree);
    tree.children.unshift(mdxDefaultImport(componentName, options.component) as never);
  };
}

export function pluginExampleDownloads(options: ExampleDownloadsOptions): RspressPlugin {
  return {
    name: 'rslib-example-downloads',
    markdown: { remarkPlugins: [remarkExampleDownloads(options)] },
    // Every zip is written at the end of the build: a page compiled from the
    // build cache runs no remark plugin.
    async afterBuild(config) {
      const target = path.resolve(config.outDir ?? 'doc_build', exampleDownloadsPath.slice(1));
      await mkdir(target, { recursive: true });
      const docs = loadDocs(path.join(options.repoRoot, 'docs'), options.repoRoot);
      const fixtures = new Set(readdirSync(path.join(options.repoRoot, 'examples/fixtures')));
      const index: Record<string, ExampleDownload> = {};
      for (const page of docs.pages) {
        const { blocks } = examplesFromSource(page.source, page.display, fixtures);
        for (const block of blocks.filter(isDownloadable)) {
          const files = exampleProject(options.repoRoot, block);
          const id = exampleDownloadId(files);
          if (!index[id]) await writeFile(path.join(target, `${id}.zip`), zipProject(id, files));
          index[id] ??= {
            page: page.display,
            line: block.location.line,
            fixture: block.fixture,
            codeHash: fenceCodeHash(block.code, block.fixture),
          };
        }
      }
      await writeFile(path.join(target, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    },
  };
}
