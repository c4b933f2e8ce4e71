/**
 * The site configuration of the remote-mode test build: the site's own
 * configuration, with the search asking `/api/search` (answered by the test's
 * server) and running the test hooks. remote.spec.ts builds it with
 * `rspress build -c tests/e2e/search/remote-site.config.ts`.
 */
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import siteConfig from '../../../rspress.config';
import { pluginSiteSearch } from '../../../search/plugin/plugin';

const SEARCH_PLUGIN = 'rslib-site-search';
const sitePlugin = siteConfig.plugins?.find((plugin) => plugin.name === SEARCH_PLUGIN);
if (!sitePlugin) throw new Error(`remote-site.config.ts: the site has no ${SEARCH_PLUGIN} plugin`);

export default defineConfig({
  ...siteConfig,
  outDir: path.resolve(__dirname, '../../../.cache/doc_build_remote'),
  plugins: [
    ...(siteConfig.plugins ?? []).filter((plugin) => plugin.name !== SEARCH_PLUGIN),
    pluginSiteSearch({
      remote: { url: '/api/search', searchIndexes: ['rslib', 'rsbuild'] },
      searchHooks: path.join(__dirname, 'remote-hooks.ts'),
    }),
  ],
});
