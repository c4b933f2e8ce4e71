/**
 * The site's search as an Rspress plugin. When Rspress hands over its pages
 * (`modifySearchIndexData`), the plugin takes their text (page-text.ts),
 * builds our indexes, emits them as hashed JSON assets and tells the browser
 * their names through the `__RSLIB_SEARCH__` constant. The panel imports the
 * search hooks as `rslib-search-hooks`, which the plugin points at the
 * `searchHooks` file or at no-hooks.ts. Rspress's own search is meant to be
 * off (`search: false`): it would write an index nobody fetches.
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { RemoteSearchConfig, SearchClientConfig } from '../client-config';
import { type BuiltIndex, buildIndexes } from './build-index';
import { pageTextSource } from './page-text';

export interface SiteSearchOptions {
  /** Routes left out of the index, e.g. fragments that other pages include. */
  exclude?: (route: string) => boolean;
  /** Remote mode (off when omitted): the browser asks this endpoint instead of loading the index. */
  remote?: RemoteSearchConfig;
  /** Absolute path of a module exporting beforeSearch, onSearch and afterSearch. */
  searchHooks?: string;
}

const HOOKS_MODULE = 'rslib-search-hooks';

const DEFINE_KEY = '__RSLIB_SEARCH__';

export function pluginSiteSearch(options: SiteSearchOptions = {}): RspressPlugin {
  let built: BuiltIndex[] = [];
  const text = pageTextSource();

  const clientConfig = (): SearchClientConfig => ({
    indexes: Object.fromEntries(built.map((index) => [index.group, index.file])),
    firstStage: Object.fromEntries(built.map((index) => [index.group, index.firstStageFile])),
    remote: options.remote ?? null,
  });

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rslib-site-search',
    setup(api) {
      // After Rspress's own modifyBundlerChain, which runs modifySearchIndexData.
      api.modifyBundlerChain({
        order: 'post',
        handler: (chain, { rspack }) => {
          chain
            .plugin('rslib-site-search-define')
            .use(rspack.DefinePlugin, [{ [DEFINE_KEY]: JSON.stringify(clientConfig()) }]);
        },
      });
      api.processAssets(
        { stage: 'additional', environments: ['web'] },
        ({ compilation, sources }) => {
          for (const index of built) {
            compilation.emitAsset(index.file, new sources.RawSource(index.json));
            compilation.emitAsset(
              index.firstStageFile,
              new sources.RawSource(index.firstStageJson),
            );
            for (const shard of index.shards) {
              compilation.emitAsset(shard.file, new sources.RawSource(shard.json));
            }
          }
        },
      );
    },
  };

  return {
    name: 'rslib-site-search',
    builderConfig: {
      plugins: [rsbuildPlugin],
      resolve: {
        alias: {
          [`${HOOKS_MODULE}$`]:
            options.searchHooks ?? path.join(__dirname, '../../theme/Search/no-hooks.ts'),
        },
      },
    },
    ...text.hooks,
    async modifySearchIndexData(pages) {
      built = buildIndexes(await text.pagesWithText(pages), options.exclude);
    },
  };
}
