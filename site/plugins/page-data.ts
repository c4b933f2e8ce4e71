/**
 * Rspress ships one record per page (`virtual-page-data`) in every page's
 * JavaScript. The client reads little of it: for the page being shown,
 * Rspress's runtime takes the title, frontmatter and outline from the page's
 * own module and only the rest from this record (route, language, version,
 * description for the meta tag, source path for the edit link, last-updated
 * time); for other pages, only the Overview layout reads anything: the route
 * and the outline headings of the pages listed under an overview page.
 * This plugin strips the rest at build time: title, frontmatter, outline,
 * and the description, source path and last-updated time. A remark plugin
 * puts what one page reads in that page's own module instead (one page's
 * values, not every page's, per visit): its description, source path and
 * last-updated time, and on an overview page the headings of the pages it
 * lists (theme/chrome/docLayoutParts.tsx hands them to Rspress's Overview).
 */
import type { Header, PageIndexInfo, RspressPlugin } from '@rspress/core';

/** An overview page: the routes under `prefix` are listed with their headings of `depths`. */
export interface OverviewScope {
  prefix: string;
  depths: number[];
  /** The overview page's own file. */
  filepath: string;
}

/** Rspress's Overview lists headings of level 2 unless the page says otherwise. */
const DEFAULT_OVERVIEW_DEPTHS = [2];

export function overviewScopes(pages: PageIndexInfo[]): OverviewScope[] {
  return pages
    .filter((page) => page.frontmatter?.overview === true)
    .map((page) => {
      const depths = page.frontmatter?.overviewHeaders;
      return {
        // As Rspress's Overview: a route ending in `overview` lists its siblings.
        prefix: page.routePath.replace(/overview$/, ''),
        depths: Array.isArray(depths) ? depths.map(Number) : DEFAULT_OVERVIEW_DEPTHS,
        filepath: page._filepath,
      };
    });
}

/** The outline headings an overview page shows of one page it lists. */
export interface ListedHeadings {
  /** The overview page's file. */
  overview: string;
  headers: Header[];
}

/**
 * The headings of `page` each overview that lists it shows: those of the
 * overview's depths, without their search offsets (`charIndex`).
 */
export function listedHeadings(page: PageIndexInfo, scopes: OverviewScope[]): ListedHeadings[] {
  return scopes
    .filter((scope) => page.routePath.startsWith(scope.prefix) && page.routePath !== scope.prefix)
    .map((scope) => ({
      overview: scope.filepath,
      headers: (page.toc ?? [])
        .filter((header) => scope.depths.includes(header.depth))
        .map(({ id, text, depth }) => ({ id, text, depth }) as Header),
    }));
}

/** The routes an overview page lists, with the headings it shows of each. */
export type OverviewHeadings = Record<string, Header[]>;

/** What only the page being shown reads: moved from the page list into the page's module. */
export interface OwnPageFields {
  _relativePath?: string;
  lastUpdatedTime?: string;
}

interface PageMeta extends OwnPageFields {
  frontmatter?: { description?: unknown };
  description?: string;
  overviewHeadings?: OverviewHeadings;
}

/**
 * Remark plugin: copies the frontmatter description, and the fields `ownFields`
 * holds for the file, into the metadata Rspress attaches to the page's module
 * (`__RSPRESS_PAGE_META`), which its runtime spreads into the page data of the
 * page being shown, and on an overview page the headings of the pages it
 * lists (`overviewHeadings`). Rspress builds the page list, and so both maps,
 * before it compiles the pages.
 */
export function remarkPageMeta(
  ownFields: Map<string, OwnPageFields>,
  overviewHeadings: Map<string, OverviewHeadings> = new Map(),
) {
  return function attach(this: { data(key: string): unknown }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta') as PageMeta | undefined;
      if (!meta) return;
      const description = meta.frontmatter?.description;
      if (typeof description === 'string') meta.description = description;
      if (!file.path) return;
      Object.assign(meta, ownFields.get(file.path));
      const listed = overviewHeadings.get(file.path);
      if (listed) meta.overviewHeadings = listed;
    };
  };
}

/**
 * Removes from one page's record what the client never reads (in place), and
 * returns the fields that move to the page's own module.
 */
export function trimPageData(page: PageIndexInfo): OwnPageFields {
  const record = page as Partial<PageIndexInfo> & OwnPageFields;
  const own: OwnPageFields = {
    _relativePath: record._relativePath,
    lastUpdatedTime: record.lastUpdatedTime,
  };
  delete record._relativePath;
  delete record.lastUpdatedTime;
  // Rspress's last-updated plugin sets the time in the same hook, after an
  // await, so usually after this one: its assignment lands in `own`, and the
  // record keeps no enumerable copy for the page list.
  Object.defineProperty(record, 'lastUpdatedTime', {
    configurable: true,
    enumerable: false,
    get: () => undefined,
    set: (value: string | undefined) => {
      own.lastUpdatedTime = value;
    },
  });
  // Only a frontmatter description reaches the page's module; an extracted one stays here.
  if (page.description !== undefined && page.description === page.frontmatter?.description) {
    delete record.description;
  }
  delete record.toc;
  delete record.title;
  delete record.frontmatter;
  return own;
}

export function pluginTrimPageData(): RspressPlugin {
  let scopes: OverviewScope[] | undefined;
  const ownFields = new Map<string, OwnPageFields>();
  const overviewHeadings = new Map<string, OverviewHeadings>();
  return {
    name: 'rslib-trim-page-data',
    markdown: { remarkPlugins: [remarkPageMeta(ownFields, overviewHeadings)] },
    // Rspress passes every page here (search or not) before extendPageData.
    modifySearchIndexData(pages) {
      scopes = overviewScopes(pages);
    },
    extendPageData(page) {
      if (!scopes) throw new Error('rslib-trim-page-data: no page list seen before extendPageData');
      for (const { overview, headers } of listedHeadings(page, scopes)) {
        const listed = overviewHeadings.get(overview) ?? {};
        listed[page.routePath] = headers;
        overviewHeadings.set(overview, listed);
      }
      ownFields.set(page._filepath, trimPageData(page));
    },
  };
}
