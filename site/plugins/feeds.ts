/**
 * The blog's RSS and Atom feeds, written by @rspress/plugin-rss after the
 * build from each post's frontmatter (`title`, `description`, `date`,
 * `author`) and route.
 *
 * Two changes to the plugin as shipped: its head component is left out,
 * because every page's static head already names the feeds (site/plugins/
 * seo-head.ts) and a component would add JavaScript to every page; and it
 * sees a copy of each page record, because pluginTrimPageData removes the
 * frontmatter from the record the client gets, and the `feeds` field the
 * plugin adds would otherwise ship with every page.
 */
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { type FeedChannel, type FeedItem, pluginRss } from '@rspress/plugin-rss';
import { langs } from '../../model/routes';
import { blogRoute, feedFormats, feedTitle, isBlogPost } from '../feeds';
import { absoluteUrl } from '../origin';

const feedDescription = {
  en: 'Rslib releases and library development with Rslib.',
  zh: 'Rslib 版本发布与使用 Rslib 开发库。',
} as const;

export function blogFeedChannels(origin: string): FeedChannel[] {
  return langs.flatMap((lang) =>
    feedFormats.map((format) => ({
      id: `blog-${lang}-${format.type}`,
      test: (page: PageIndexInfo) => isBlogPost(page.routePath, lang),
      title: feedTitle[lang],
      description: feedDescription[lang],
      language: lang === 'zh' ? 'zh-CN' : 'en',
      link: absoluteUrl(blogRoute(lang), origin),
      copyright: 'MIT License, Rslib contributors',
      output: { type: format.type, dir: blogRoute(lang).slice(1, -1), filename: format.file },
      // Title, date and description, linking to the post. The plugin's full
      // text would be the page's HTML with the site's controls in it (copy
      // buttons, tab lists, heading anchors).
      item: (item: FeedItem) => ({ ...item, content: undefined }),
    })),
  );
}

/** Must come before pluginTrimPageData in the plugin list: hooks start in that order. */
export function pluginBlogFeeds(options: { origin: string }): RspressPlugin {
  const rss = pluginRss({ siteUrl: options.origin, feed: blogFeedChannels(options.origin) });
  return {
    ...rss,
    name: 'rslib-blog-feeds',
    globalUIComponents: [],
    extendPageData(page, isProd) {
      const isPost = langs.some((lang) => isBlogPost(page.routePath, lang));
      if (!isPost) return;
      if (!page.frontmatter) {
        throw new Error(
          `${page._relativePath}: no frontmatter left for the feed; pluginBlogFeeds must come before pluginTrimPageData`,
        );
      }
      // Taken before any await, so before the trim plugin's hook runs.
      const copy = { ...page, frontmatter: { ...page.frontmatter } };
      return rss.extendPageData?.(copy, isProd);
    },
  };
}
