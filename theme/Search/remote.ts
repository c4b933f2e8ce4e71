/**
 * Remote mode: GET <url>?keyword=&limit=&searchIndexes=a,b&lang=
 * answered with `[{ index, hits: [{ type, title, header, link, statement?,
 * highlightInfoList? }] }]`. Any failure is logged and gives no results.
 */

import type { RemoteSearchConfig } from '../../search/client-config';
import { normalizeText } from '../../search/engine/normalize';
import { DEFAULT_RESULT_LIMIT } from '../../search/engine/searcher';
import { highlightRanges } from '../../search/engine/snippet';
import type { HighlightInfo, PageResult, ResultGroup, SearchHit } from '../../search/engine/types';

interface RemoteHit {
  type?: SearchHit['type'];
  title: string;
  header?: string;
  link: string;
  statement?: string;
  highlightInfoList?: HighlightInfo[];
}

interface RemoteGroup {
  index: string;
  hits: RemoteHit[];
}

export function remoteSearchUrl(config: RemoteSearchConfig, keyword: string, lang: string): string {
  const params = new URLSearchParams({
    keyword,
    limit: String(config.limit ?? DEFAULT_RESULT_LIMIT),
    searchIndexes: config.searchIndexes.join(','),
    lang,
  });
  return `${config.url}${config.url.includes('?') ? '&' : '?'}${params}`;
}

function isRemoteGroups(value: unknown): value is RemoteGroup[] {
  return (
    Array.isArray(value) &&
    value.every(
      (group) =>
        typeof group === 'object' &&
        group !== null &&
        typeof group.index === 'string' &&
        Array.isArray(group.hits),
    )
  );
}

/** A remote hit as a hit of ours; highlights are computed here when the server sends none. */
function toHit(hit: RemoteHit, query: string, group: string): SearchHit {
  const keyword = normalizeText(query).trim();
  const type = hit.type ?? (hit.statement ? 'content' : hit.header ? 'header' : 'title');
  const header = hit.header ?? hit.title;
  const base = { title: hit.title, header, link: hit.link, query, group };
  if (type === 'content') {
    const statement = hit.statement ?? '';
    return {
      ...base,
      type,
      statement,
      highlightInfoList:
        hit.highlightInfoList ?? highlightRanges(statement, keyword, normalizeText),
    };
  }
  const shown = type === 'title' ? hit.title : header;
  return {
    ...base,
    type,
    highlightInfoList: hit.highlightInfoList ?? highlightRanges(shown, keyword, normalizeText),
  };
}

/** Hits grouped by the page they link to, in the order the server ranked them. */
function toPages(hits: SearchHit[]): PageResult[] {
  const pages = new Map<string, PageResult>();
  hits.forEach((hit, rank) => {
    const routePath = hit.link.split('#')[0] ?? hit.link;
    const page = pages.get(routePath) ?? {
      routePath,
      title: hit.title,
      hits: [],
      score: hits.length - rank,
    };
    page.hits.push(hit);
    pages.set(routePath, page);
  });
  return [...pages.values()];
}

export async function remoteSearch(
  config: RemoteSearchConfig,
  query: string,
  lang: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ResultGroup[]> {
  try {
    const response = await fetchImpl(remoteSearchUrl(config, query, lang));
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
    const body: unknown = await response.json();
    if (!isRemoteGroups(body)) throw new Error('the answer is not a list of { index, hits }');
    return body.map((group) => ({
      group: group.index,
      pages: toPages(group.hits.map((hit) => toHit(hit, query, group.index))),
    }));
  } catch (error) {
    console.error('[search] remote search failed:', error);
    return [];
  }
}
