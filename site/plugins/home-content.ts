/**
 * The home page's content (hero, star field, tool stack) is code only the home
 * page runs, so it is not in the theme's bundle. This plugin imports it from
 * the home pages' own modules instead: Rspress loads the shown page's module
 * before it hydrates, so the home content is there on the first client render
 * and hydrates the pre-rendered HTML. Fetched any later, React would render
 * it anew after an app update and paint the hero (the LCP image) twice.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { sideEffectImport } from './mdx-import';

interface PageMeta {
  frontmatter?: { pageType?: unknown };
}

interface MdastRoot {
  children: unknown[];
}

/** The module that registers the home content when it is evaluated. */
export const HOME_CONTENT_MODULE = path.join(
  import.meta.dirname,
  '../../theme/HomeLayout/HomeContent.tsx',
);

/** Remark plugin: a page whose frontmatter says `pageType: home` imports `module`. */
export function remarkHomeContent(module: string) {
  return function attach(this: { data(key: string): unknown }) {
    return (tree: MdastRoot) => {
      const meta = this.data('pageMeta') as PageMeta | undefined;
      if (meta?.frontmatter?.pageType !== 'home') return;
      tree.children.unshift(sideEffectImport(module));
    };
  };
}

export function pluginHomeContent(): RspressPlugin {
  return {
    name: 'rslib-home-content',
    markdown: { remarkPlugins: [remarkHomeContent(HOME_CONTENT_MODULE)] },
  };
}
