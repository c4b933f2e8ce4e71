/**
 * The site configuration of the remote-mode test build: the site's own
 * configuration, with the search asking `/api/search` (answered by the test's
 * server) and running the test hooks. remote.spec.ts builds it with
 * `rspress build -c tests/e2e/search/remote-site.config.ts`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import siteConfig from '../../../rspress.config';
import { pluginSiteSearch } from '../../../search/plugin/plugin';

const SEARCH_PLUGIN = 'rslib-site-search';
const sitePlugin = siteConfig.plugins?.find((plugin) => plugin.name === SEARCH_PLUGIN);
if (!sitePlugin) throw new Error(`remote-site.config.ts: the site has no ${SEARCH_PLUGIN} plugin`);

/**
 * The pages remote.spec.ts opens (the home page and the getting-started
 * section, in both languages): the rest of the site is left out of this
 * build, which takes a third of the time.
 */
const isKept = (file: string) => file === 'index.mdx' || file.startsWith('guide/start/');
const docsRoot = siteConfig.root ?? '';
const leftOut = ['en', 'zh'].flatMap((lang) =>
  readdirSync(path.join(docsRoot, lang), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) =>
      path.relative(path.join(docsRoot, lang), path.join(entry.parentPath, entry.name)),
    )
    .filter((file) => !isKept(file.split(path.sep).join('/')))
    .map((file) => path.join(lang, file)),
);

export default defineConfig({
  ...siteConfig,
  outDir: path.resolve(__dirname, '../../../.cache/doc_build_remote'),
  route: { ...siteConfig.route, exclude: leftOut },
  // Links into the sections left out would count as dead; the site's own build checks them.
  markdown: {
    ...siteConfig.markdown,
    link: { checkDeadLinks: false, checkAnchors: false },
  },
  plugins: [
    ...(siteConfig.plugins ?? []).filter((plugin) => plugin.name !== SEARCH_PLUGIN),
    pluginSiteSearch({
      remote: { url: '/api/search', searchIndexes: ['rslib', 'rsbuild'] },
      searchHooks: path.join(__dirname, 'remote-hooks.ts'),
    }),
  ],
});
