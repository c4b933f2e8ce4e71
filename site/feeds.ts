/**
 * The blog's feeds: one RSS and one Atom file per language, next to the
 * language's blog index (`/blog/rss.xml`, `/zh/blog/atom.xml`). The build
 * writes them (site/plugins/feeds.ts); every page's head names them and the
 * footer links them.
 */
import { type Lang, localizedRoute } from '../model/routes';

export interface FeedFormat {
  type: 'rss' | 'atom';
  /** File name inside the blog folder. */
  file: string;
  mime: string;
  /** The name readers know the format by, the same in both languages. */
  label: string;
}

export const feedFormats: readonly FeedFormat[] = [
  { type: 'rss', file: 'rss.xml', mime: 'application/rss+xml', label: 'RSS' },
  { type: 'atom', file: 'atom.xml', mime: 'application/atom+xml', label: 'Atom' },
];

export const feedTitle: Record<Lang, string> = { en: 'Rslib Blog', zh: 'Rslib 博客' };

/** The blog index of a language: `/blog/`, `/zh/blog/`. */
export function blogRoute(lang: Lang): string {
  return localizedRoute('/blog/', lang);
}

/** Where a feed is served, from the site's root. */
export function feedPath(lang: Lang, format: FeedFormat): string {
  return `${blogRoute(lang)}${format.file}`;
}

/** A post of the language's blog: a page under its blog folder other than the index. */
export function isBlogPost(route: string, lang: Lang): boolean {
  const index = blogRoute(lang);
  return route.startsWith(index) && route !== index && !route.endsWith('/index');
}
