/**
 * Turns Rspress's extracted pages into the site's search indexes: one JSON
 * file per language and version, named with a hash of its content.
 */
import { createHash } from 'node:crypto';
import type { PageIndexInfo } from '@rspress/core';
import type { SearchIndexOptions } from '../../theme/Search/engine/options';
import { SearchIndex } from '../../theme/Search/engine/SearchIndex';
import type { SearchDocument } from '../../theme/Search/engine/types';

export const INDEX_DIRECTORY = 'static/search';

export interface BuiltIndex {
  /** `<version>###<lang>`, the key the browser looks its file up by. */
  group: string;
  lang: string;
  version: string;
  /** Path relative to the output directory, e.g. `static/search/index.zh.1a2b3c4d.json`. */
  file: string;
  json: string;
  documents: number;
}

export function indexGroup(lang: string, version: string): string {
  return `${version}###${lang}`;
}

/** Pages the search shows: not the home page, not pages with `search: false` in their frontmatter. */
function isSearchable(page: PageIndexInfo): boolean {
  const frontmatter = page.frontmatter ?? {};
  return frontmatter.pageType !== 'home' && frontmatter.search !== false;
}

export function toSearchDocument(page: PageIndexInfo, id: number): SearchDocument {
  return {
    id,
    title: page.title,
    content: page.content,
    toc: page.toc.map(({ text, id: anchor, depth, charIndex }) => ({
      // Rspress keeps the backticks of inline code in heading texts.
      text: text.replaceAll('`', ''),
      id: anchor,
      depth,
      charIndex: charIndex ?? -1,
    })),
    routePath: page.routePath,
    domain: '',
    lang: page.lang,
    version: page.version,
    description: page.description ?? '',
  };
}

export function buildIndexes(pages: PageIndexInfo[], options: SearchIndexOptions): BuiltIndex[] {
  const byGroup = new Map<string, PageIndexInfo[]>();
  for (const page of pages.filter(isSearchable)) {
    const group = indexGroup(page.lang, page.version);
    byGroup.set(group, [...(byGroup.get(group) ?? []), page]);
  }
  return [...byGroup].map(([group, groupPages]) => {
    const index = new SearchIndex(options);
    groupPages
      .sort((a, b) => a.routePath.localeCompare(b.routePath))
      .forEach((page, id) => {
        index.add(toSearchDocument(page, id));
      });
    const json = JSON.stringify(index.export());
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const [version = '', lang = ''] = group.split('###');
    const name = ['index', version.replaceAll('.', '_'), lang, hash].filter(Boolean).join('.');
    return {
      group,
      lang,
      version,
      file: `${INDEX_DIRECTORY}/${name}.json`,
      json,
      documents: groupPages.length,
    };
  });
}
