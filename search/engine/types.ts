/** One heading of a page, as Rspress extracts it (`charIndex` is its offset in `content`). */
export interface SearchTocEntry {
  text: string;
  id: string;
  depth: number;
  charIndex: number;
}

/** A page as the search index stores it . */
export interface SearchDocument {
  id: number;
  title: string;
  content: string;
  toc: SearchTocEntry[];
  routePath: string;
  /** The site the page belongs to; empty for this site, a host for merged remote indexes. */
  domain: string;
  lang: string;
  version: string;
  /** The page's summary (frontmatter `description`); ranks pages, never makes a hit by itself. */
  description?: string;
}

export interface HighlightInfo {
  start: number;
  length: number;
}

interface HitBase {
  title: string;
  header: string;
  link: string;
  query: string;
  /** Ranges in the text the hit displays: the title, the header or the statement. */
  highlightInfoList: HighlightInfo[];
  group: string;
}

export interface TitleHit extends HitBase {
  type: 'title';
}

export interface HeaderHit extends HitBase {
  type: 'header';
}

export interface ContentHit extends HitBase {
  type: 'content';
  /** The snippet of the page content around the match. */
  statement: string;
}

export type SearchHit = TitleHit | HeaderHit | ContentHit;

/** The hits of one page, in display order. */
export interface PageResult {
  routePath: string;
  title: string;
  hits: SearchHit[];
  score: number;
}

/** Results from one source: the local index, one remote index, or a hook. */
export interface ResultGroup {
  group: string;
  pages: PageResult[];
}
