/**
 * The site built with source maps into .cache/doc_build_sourcemap, for
 * `npm run bench:trace -- --site .cache/doc_build_sourcemap`: the profile's
 * functions are then named by their source file and line.
 */
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import siteConfig from '../../rspress.config';

export default defineConfig({
  ...siteConfig,
  outDir: path.resolve(__dirname, '../../.cache/doc_build_sourcemap'),
  builderConfig: {
    ...siteConfig.builderConfig,
    output: { ...siteConfig.builderConfig?.output, sourceMap: { js: 'source-map' } },
  },
});
