/**
 * Turns Rspress's extracted pages into the site's search indexes: per
 * language and version, the full index and the first stage that answers
 * while it loads (term shards and their directory, search/engine/term-shards.ts),
 * each a JSON file named with a hash of its content.
 */
import { createHash } from 'node:crypto';
import type { PageIndexInfo } from '@rspress/core';
import { SearchIndex } from '../engine/SearchIndex';
import { buildShards, shardFile } from '../engine/term-shards';
import type { SearchDocument } from '../engine/types';

export const INDEX_DIRECTORY = 'static/search';

export interface BuiltIndex {
  /** `<version>###<lang>`, the key the browser looks its file up by. */
  group: string;
  lang: string;
  version: string;
  /** Path relative to the output directory, e.g. `static/search/index.zh.1a2b3c4d.json`. */
  file: string;
  json: string;
  /**
   * The first stage's shard directory, e.g. `static/search/terms.zh.5e6f7a8b9c.json`;
   * shard n is the same name with `.n` before `.json` (shardFile).
   */
  firstStageFile: string;
  firstStageJson: string;
  /** The shards, in the directory's order. */
  shards: { file: string; json: string }[];
  documents: number;
}

/** `static/search/<kind>.<version>.<lang>.<hash>.json` */
function hashedFile(kind: string, version: string, lang: string, ...json: string[]): string {
  const hasher = createHash('sha256');
  for (const part of json) hasher.update(part);
  const hash = hasher.digest('hex').slice(0, 10);
  const name = [kind, version.replaceAll('.', '_'), lang, hash].filter(Boolean).join('.');
  return `${INDEX_DIRECTORY}/${name}.json`;
}

export function indexGroup(lang: string, version: string): string {
  return `${version}###${lang}`;
}

/**
 * Pages the search shows: not the home page, not pages with `search: false`
 * in their frontmatter, not routes `exclude` names.
 */
function isSearchable(page: PageIndexInfo, exclude: (route: string) => boolean): boolean {
  const frontmatter = page.frontmatter ?? {};
  return (
    frontmatter.pageType !== 'home' && frontmatter.search !== false && !exclude(page.routePath)
  );
}

const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;

/**
 * The page text without MDX comments (`{/* … *\/}`), which Rspress's
 * Markdown extraction keeps as text, and a function that moves an offset of
 * the original text to the same place in the stripped one.
 */
export function stripMdxComments(content: string): {
  text: string;
  shift: (offset: number) => number;
} {
  const removed: [number, number][] = [];
  const text = content.replace(MDX_COMMENT, (comment, at: number) => {
    removed.push([at, comment.length]);
    return '';
  });
  const shift = (offset: number) =>
    removed.reduce(
      (moved, [at, length]) => (at < offset ? moved - Math.min(length, offset - at) : moved),
      offset,
    );
  return { text, shift };
}

export function toSearchDocument(page: PageIndexInfo, id: number): SearchDocument {
  const { text: content, shift } = stripMdxComments(page.content);
  return {
    id,
    title: page.title,
    content,
    toc: page.toc.map(({ text, id: anchor, depth, charIndex }) => ({
      // Rspress keeps the backticks of inline code in heading texts.
      text: text.replaceAll('`', ''),
      id: anchor,
      depth,
      charIndex: charIndex === undefined || charIndex < 0 ? -1 : shift(charIndex),
    })),
    routePath: page.routePath,
    domain: '',
    lang: page.lang,
    version: page.version,
    description: page.description ?? '',
  };
}

export function buildIndexes(
  pages: PageIndexInfo[],
  exclude: (route: string) => boolean = () => false,
): BuiltIndex[] {
  const byGroup = new Map<string, PageIndexInfo[]>();
  for (const page of pages.filter((candidate) => isSearchable(candidate, exclude))) {
    const group = indexGroup(page.lang, page.version);
    byGroup.set(group, [...(byGroup.get(group) ?? []), page]);
  }
  return [...byGroup].map(([group, groupPages]) => {
    const docs = groupPages
      .sort((a, b) => a.routePath.localeCompare(b.routePath))
      .map((page, id) => toSearchDocument(page, id));
    const index = SearchIndex.build(docs);
    const json = JSON.stringify(index.export());
    const { directory, shards } = buildShards(index);
    const firstStageJson = JSON.stringify(directory);
    const shardJson = shards.map((shard) => JSON.stringify(shard));
    const [version = '', lang = ''] = group.split('###');
    // One hash over the directory and every shard: a shard's name changes with any of them.
    const firstStageFile = hashedFile('terms', version, lang, firstStageJson, ...shardJson);
    return {
      group,
      lang,
      version,
      file: hashedFile('index', version, lang, json),
      json,
      firstStageFile,
      firstStageJson,
      shards: shardJson.map((shard, n) => ({ file: shardFile(firstStageFile, n), json: shard })),
      documents: groupPages.length,
    };
  });
}
