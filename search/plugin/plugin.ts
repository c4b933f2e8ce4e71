/**
 * The site's search as an Rspress plugin. Rspress hands every page with its
 * extracted text to `modifySearchIndexData` (before it writes its own index);
 * the plugin builds our indexes from them, emits them as hashed JSON assets
 * and tells the browser their names through the `__RSLIB_SEARCH__` constant.
 *
 * Rspress's own `search` stays enabled: with `search: false` it extracts no
 * page text (empty `content`) and drops the `searchHooks` module. Its own
 * index files are never fetched (our theme replaces its Search component),
 * so `afterBuild` deletes them from the output.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { RemoteSearchConfig, SearchClientConfig } from '../ui/config';
import { type BuiltIndex, buildIndexes } from './build-index';

export interface SiteSearchOptions {
  /** Routes left out of the index, e.g. fragments that other pages include. */
  exclude?: RegExp[];
  /** Remote mode (off when omitted): the browser asks this endpoint instead of loading the index. */
  remote?: RemoteSearchConfig;
  /**
   * false turns Rsbuild's persistent build cache off. The remote test build
   * needs it: the cache keeps Rspress's `virtual-search-hooks` module from the
   * previous build, so the test hooks would silently not be compiled in.
   */
  buildCache?: boolean;
}

const DEFINE_KEY = '__RSLIB_SEARCH__';

export function pluginSiteSearch(options: SiteSearchOptions = {}): RspressPlugin {
  let built: BuiltIndex[] = [];
  let outDir = 'doc_build';

  const clientConfig = (): SearchClientConfig => ({
    indexes: Object.fromEntries(built.map((index) => [index.group, index.file])),
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
          }
        },
      );
    },
  };

  return {
    name: 'rslib-site-search',
    builderConfig: {
      plugins: [rsbuildPlugin],
      ...(options.buildCache === false && { performance: { buildCache: false } }),
    },
    config(config) {
      outDir = config.outDir ?? outDir;
      return config;
    },
    modifySearchIndexData(pages) {
      built = buildIndexes(pages, options.exclude);
    },
    async afterBuild() {
      const staticDir = path.resolve(outDir, 'static');
      const files = await readdir(staticDir).catch(() => [] as string[]);
      await Promise.all(
        files
          .filter((file) => /^search_index\..*\.json$/.test(file))
          .map((file) => rm(path.join(staticDir, file))),
      );
    },
  };
}
