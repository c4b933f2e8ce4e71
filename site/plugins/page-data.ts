/**
 * Rspress ships one record per page (`virtual-page-data`) in every page's
 * JavaScript. The client reads little of it: for the page being shown,
 * Rspress's runtime takes the title, frontmatter and outline from the page's
 * own module and only the rest from this record (route, language, version,
 * description for the meta tag, source path for the edit link, last-updated
 * time); for other pages, only the Overview layout reads anything: the route
 * and the outline headings of the pages listed under an overview page.
 * This plugin strips the rest at build time: title, frontmatter, the outline
 * of every page no overview lists, the search offsets (`charIndex`) of the
 * headings that stay, and the description, source path and last-updated time,
 * which a remark plugin puts in the page's own module instead (one page's
 * values, not every page's, per visit).
 */
import type { Header, PageIndexInfo, RspressPlugin } from '@rspress/core';

/** An overview page: the routes under `prefix` are listed with their headings of `depths`. */
export interface OverviewScope {
  prefix: string;
  depths: number[];
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
      };
    });
}

/** The outline depths an overview page reads from this page, if any lists it. */
function listedDepths(routePath: string, scopes: OverviewScope[]): Set<number> | undefined {
  const matching = scopes.filter(
    (scope) => routePath.startsWith(scope.prefix) && routePath !== scope.prefix,
  );
  if (matching.length === 0) return undefined;
  return new Set(matching.flatMap((scope) => scope.depths));
}

/** What only the page being shown reads: moved from the page list into the page's module. */
export interface OwnPageFields {
  _relativePath?: string;
  lastUpdatedTime?: string;
}

interface PageMeta extends OwnPageFields {
  frontmatter?: { description?: unknown };
  description?: string;
}

/**
 * Remark plugin: copies the frontmatter description, and the fields `ownFields`
 * holds for the file, into the metadata Rspress attaches to the page's module
 * (`__RSPRESS_PAGE_META`), which its runtime spreads into the page data of the
 * page being shown. Rspress builds the page list, and so `ownFields`, before
 * it compiles the pages.
 */
export function remarkPageMeta(ownFields: Map<string, OwnPageFields>) {
  return function attach(this: { data(key: string): unknown }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta') as PageMeta | undefined;
      if (!meta) return;
      const description = meta.frontmatter?.description;
      if (typeof description === 'string') meta.description = description;
      Object.assign(meta, file.path ? ownFields.get(file.path) : undefined);
    };
  };
}

/**
 * Removes from one page's record what the client never reads (in place), and
 * returns the fields that move to the page's own module.
 */
export function trimPageData(page: PageIndexInfo, scopes: OverviewScope[]): OwnPageFields {
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
  const depths = listedDepths(page.routePath, scopes);
  if (depths && page.toc) {
    record.toc = page.toc
      .filter((header) => depths.has(header.depth))
      // charIndex is a search offset; no client code reads it.
      .map(({ id, text, depth }) => ({ id, text, depth }) as Header);
  } else delete record.toc;
  delete record.title;
  delete record.frontmatter;
  return own;
}

export function pluginTrimPageData(): RspressPlugin {
  let scopes: OverviewScope[] | undefined;
  const ownFields = new Map<string, OwnPageFields>();
  return {
    name: 'rslib-trim-page-data',
    markdown: { remarkPlugins: [remarkPageMeta(ownFields)] },
    // Rspress passes every page here (search or not) before extendPageData.
    modifySearchIndexData(pages) {
      scopes = overviewScopes(pages);
    },
    extendPageData(page) {
      if (!scopes) throw new Error('rslib-trim-page-data: no page list seen before extendPageData');
      ownFields.set(page._filepath, trimPageData(page, scopes));
    },
  };
}
