/**
 * Search hooks: the module named by the search plugin's
 * `searchHooks` option may export any of these; the panel imports it as
 * `rslib-search-hooks` (search/plugin/plugin.ts sets the alias).
 */
import type { ResultGroup } from '../../search/engine/types';

/** Called with the query before searching; a returned string replaces the query. */
export type BeforeSearch = (query: string) => string | undefined | Promise<string | undefined>;
/** Called with the results; returned groups are shown after them. */
export type OnSearch = (
  query: string,
  groups: ResultGroup[],
) => ResultGroup[] | undefined | Promise<ResultGroup[] | undefined>;
/** Called with everything that will be shown. */
export type AfterSearch = (query: string, groups: ResultGroup[]) => void | Promise<void>;

export interface SearchHooks {
  beforeSearch?: BeforeSearch;
  onSearch?: OnSearch;
  afterSearch?: AfterSearch;
}
