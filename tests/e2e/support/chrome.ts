import { type Page, type Response, type TestInfo, test } from '@playwright/test';
import type { Lang } from '../../../site/i18n';

export type { Lang };

export const langs: { lang: Lang; prefix: string }[] = [
  { lang: 'en', prefix: '' },
  { lang: 'zh', prefix: '/zh' },
];

/**
 * The one language a behaviour that does not depend on the language is
 * tested in, chosen by its title: about half such tests run on the English
 * pages and half on the Chinese ones, each once. Both languages share the
 * theme code; what differs (texts, indexes, links) is tested in both, and the
 * layout audit loads every page of both.
 */
export function languageOf(title: string): Lang {
  // FNV-1a: a stable choice that does not move when other tests are added.
  let hash = 0x811c9dc5;
  for (const char of title) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (langs[(hash >>> 0) % langs.length] as (typeof langs)[number]).lang;
}

type TestBody = Parameters<typeof test>[2];
type TestDetails = Parameters<typeof test>[1];

/**
 * `test` for a loop over the languages, registering a test only in the
 * language `languageOf` its title picks (see there). The title must not name
 * the language: the describe block around it does.
 */
export function testInOneLanguage(lang: Lang) {
  function testOnce(title: string, body: TestBody): void;
  function testOnce(title: string, details: TestDetails, body: TestBody): void;
  function testOnce(title: string, detailsOrBody: TestDetails | TestBody, body?: TestBody) {
    if (languageOf(title) !== lang) return;
    if (body) test(title, detailsOrBody as TestDetails, body);
    else test(title, detailsOrBody as TestBody);
  }
  return testOnce;
}

/**
 * The interface texts the browser tests expect, written out here: the English
 * ones as the product's interface texts word them, the Chinese ones as the site's Chinese
 * texts. Reading them from site/i18n.ts would pass whatever that module says.
 */
const expectedTexts = {
  outlineTitle: { en: 'ON THIS PAGE', zh: '本页目录' },
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next Page', zh: '下一页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
  editLinkText: { en: 'Source', zh: '查看源文件' },
  codeButtonGroupCopyButtonText: { en: 'Copy code', zh: '复制代码' },
  codeButtonGroupWrapButtonText: { en: 'Toggle code wrap', zh: '切换自动换行' },
  searchPlaceholderText: { en: 'Search Docs', zh: '搜索文档' },
  notFoundText: { en: 'PAGE NOT FOUND', zh: '页面不存在' },
  takeMeHomeText: { en: 'Take me home', zh: '返回首页' },
  overview: { en: 'Overview', zh: '概览' },
  'overview.filterNameText': { en: 'Filter', zh: '筛选' },
  'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
  menuTitle: { en: 'Menu', zh: '菜单' },
  others: { en: 'Others', zh: '其他' },
  skipToContent: { en: 'Skip to content', zh: '跳到正文' },
  switchAppearance: { en: 'Toggle dark mode', zh: '切换深色模式' },
} as const satisfies Record<string, Record<Lang, string>>;

/** The text a test expects the site to show in `lang`. */
export function text(key: keyof typeof expectedTexts, lang: Lang): string {
  return expectedTexts[key][lang];
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** A real doc page with headings, code blocks and prev/next neighbours. */
export const docPage = (prefix: string) => `${prefix}/guide/start/quick-start`;

/** Waits until React has hydrated the pre-rendered page (the theme's effects ran). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.querySelector('.rs-skip-link-host') !== null);
}

/** Waits until React has hydrated the page, also where global UI components are off. */
export async function waitForReact(page: Page) {
  await page.waitForFunction(() => {
    // React marks the elements it hydrated with __reactFiber$… keys.
    const elements = [...document.querySelectorAll('#__rspress_root *')].slice(0, 50);
    return elements.some((element) =>
      Object.keys(element).some((key) => key.startsWith('__react')),
    );
  });
}

/**
 * Resolves after `count` animation frames, so work the page schedules for the
 * next frame (after a scroll, resize or pointer move) has run. Used before
 * asserting that something did not happen.
 */
export async function afterFrames(page: Page, count = 2) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(frames);
      }),
    count,
  );
}

/**
 * Scrolls the window and waits until the throttled (200 ms) scroll handler has
 * handled the new position: the bar's body classes then match it (filled from
 * 100 px; with hideNavbar 'auto', hidden after a scroll down past its 64 px).
 */
export async function scrollToY(page: Page, y: number) {
  const [from, to] = await page.evaluate((top) => {
    const before = window.scrollY;
    window.scrollTo({ top, behavior: 'instant' });
    return [before, window.scrollY];
  }, y);
  if (to === from) return;
  const expected = { filled: to >= 100, hidden: to > 64 && to > from };
  await page.waitForFunction(({ filled, hidden }) => {
    const classes = document.body.classList;
    return (
      classes.contains('notTopArrived') === filled && classes.contains('rs-nav-hidden') === hidden
    );
  }, expected);
}

/**
 * Whether the page's own scrolling is switched off: Rspress's lock (nav
 * screen, sidebar drawer) and ours (theme/styles/overrides/scroll-lock.css)
 * both hide the overflow of the root or the body.
 */
export async function isPageScrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [document.documentElement, document.body].some(
      (element) => getComputedStyle(element).overflow === 'hidden',
    ),
  );
}

/**
 * The URL a file of docs/public/ is served at once the theme draws it through
 * the bundler: its name with a content hash, under /static/ (theme/chrome/publicAssetUrl.ts).
 */
export function hashedPublicFile(publicPath: string): RegExp {
  const name =
    publicPath
      .split('/')
      .pop()
      ?.replace(/\.svg$/, '') ?? '';
  return new RegExp(`^/static/(.+/)?${name.replace(/[.-]/g, '\\$&')}\\.[0-9a-f]{8,}\\.svg$`);
}

/**
 * The doc layout's regions as a screen reader names them: the sidebar, the
 * outline (both `complementary` landmarks with a name in the page's
 * language) and the top bar (`banner`). Hidden ones count too (a closed drawer).
 */
export const sidebarRegion = (page: Page) =>
  page.getByRole('complementary', {
    name: /^(Pages of this section|本节页面)$/,
    includeHidden: true,
  });
export const outlineRegion = (page: Page) =>
  page.getByRole('complementary', { name: /^(On this page|本页目录)$/, includeHidden: true });
export const topBar = (page: Page) => page.getByRole('banner', { includeHidden: true });
/** The phone's menu button, which opens the nav screen. */
export const siteNavButton = (page: Page) =>
  page.getByRole('button', { name: /^(Site navigation|站点导航)$/ });

/**
 * A row of the route table (its path and file, as site/plugins/route-table.ts
 * writes them) of a page far from the quick start and not linked from it:
 * only the table has it.
 */
export const routeTableMarker = '"/zh/guide/advanced/dts","zh/guide/advanced/dts.mdx"';

/** A response with the route table: a script of the site that holds a row of it. */
export async function carriesRouteTable(response: Response): Promise<boolean> {
  return (
    response.request().resourceType() === 'script' &&
    response.url().includes('/static/js/') &&
    (await response.text()).includes(routeTableMarker)
  );
}

/**
 * Fetches the route table as a reader's pointer on a link to another page
 * does (theme/routes/route.ts), and waits until it is in: before that, the
 * router's moves to other pages are browser page loads.
 */
export async function fetchRouteTable(page: Page) {
  const table = page.waitForResponse(carriesRouteTable);
  await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].find(
      (anchor) => anchor.pathname !== location.pathname,
    );
    link?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await table;
  await afterFrames(page);
}
