import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type SocialLink } from '@rspress/core';
import { isListedRoute, langs } from './model/routes';
import { pluginSiteSearch } from './search/plugin/plugin';
import { i18nSource } from './site/i18n';
import { localeRedirectScript } from './site/locale-redirect';
import { nav } from './site/nav';
import { siteOrigin } from './site/origin';
import { pluginCodeFlags } from './site/plugins/code-flags';
import { codeNotationTransformers, pluginCodeNotation } from './site/plugins/code-notation';
import { pluginCompileHints } from './site/plugins/compile-hints';
import { pluginExampleDownloads } from './site/plugins/example-downloads';
import { pluginExampleOutputs } from './site/plugins/example-outputs';
import { pluginBlogFeeds } from './site/plugins/feeds';
import { pluginFileTree } from './site/plugins/file-tree';
import { pluginHeadingBreaks } from './site/plugins/heading-breaks';
import { pluginHomeContent } from './site/plugins/home-content';
import { pluginHostConfig } from './site/plugins/host-config';
import { pluginLazyRouteTable } from './site/plugins/lazy-route-table';
import { renderLlmsTxt } from './site/plugins/llms-txt';
import { pluginMarkdownCopies } from './site/plugins/markdown-copies';
import { pluginNotFoundPages } from './site/plugins/not-found-pages';
import { pluginTrimPageData } from './site/plugins/page-data';
import { pluginRedirects } from './site/plugins/redirects';
import { pluginRouteTable } from './site/plugins/route-table';
import { pluginSectionData } from './site/plugins/section-data';
import { seoHead } from './site/plugins/seo-head';
import { pluginSitemap } from './site/plugins/sitemap';
import { pluginSocialCards } from './site/plugins/social-cards';
import { pluginStaticCode } from './site/plugins/static-code';
import { pluginTypeTable } from './site/plugins/type-table';
import { docsSourceBaseUrl } from './site/repository';
import { installedRslibVersion, RSLIB_VERSION_DEFINE } from './site/rslib-version';
import { buildSidebar } from './site/sidebar';
import { transformerConfigTypes } from './site/twoslash/config-types';
import { isProtocolRelative } from './theme/Link/href';
import { assertMaskedSocialIcons } from './theme/SocialLinks/icons';

const docsRoot = path.join(__dirname, 'docs');
const sidebars = { en: buildSidebar(docsRoot, 'en'), zh: buildSidebar(docsRoot, 'zh') };
// DOCS_OUT_DIR builds elsewhere than doc_build/ (the browser tests serve the
// same folder), each folder with its own build cache, so that two builds at
// once do not overwrite each other.
const outDir = process.env.DOCS_OUT_DIR;

/**
 * The build-time code that shapes compiled pages (remark/rehype plugins,
 * page data, search index). Rspress's persistent build cache hashes only its
 * own files and the routes, so without these a changed plugin would leave
 * pages compiled by the old one in the cache.
 */
const buildCodeFiles = [
  __filename,
  // The recorded example outputs the pages show (site/plugins/example-outputs.ts).
  path.join(__dirname, 'generated/example-outputs/index.json'),
  ...['model', 'site', 'site/plugins', 'search/plugin'].flatMap((folder) =>
    readdirSync(path.join(__dirname, folder))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(__dirname, folder, file)),
  ),
];
const sourceBaseUrl = docsSourceBaseUrl();
// Rslib's own repository (the GitHub icon); this site's source is site/repository.ts.
const rslibRepository = 'https://github.com/web-infra-dev/rslib';
const socialLinks: SocialLink[] = [
  { icon: 'github', mode: 'link', content: rslibRepository },
  { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev' },
  { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
];
// The top bar draws preset icons as CSS masks and ships no SVG for them.
assertMaskedSocialIcons(socialLinks);

export default defineConfig({
  root: docsRoot,
  ...(outDir && { outDir: path.resolve(outDir) }),
  title: 'Rslib',
  description: 'The Rsbuild-based library development tool',
  lang: 'en',
  // Absolute canonical, hreflang, sitemap and llms.txt URLs (site/origin.ts).
  siteOrigin,
  head: seoHead({ origin: siteOrigin, docsRoot }),
  // llms.txt (grouped like the sidebar), llms-full.txt and a .md file per
  // page, in both languages.
  llms: { llmsTxt: renderLlmsTxt },
  icon: '/rslib-logo.svg',
  logoText: 'Rslib',
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rslib',
      description: 'Create JavaScript libraries in a simple and intuitive way',
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Rslib',
      description: '以简单直观的方式创建 JavaScript 库',
    },
  ],
  i18nSource,
  // Rspress's own search is off; search/plugin builds the site's index from
  // the same extracted page text.
  search: false,
  plugins: [
    // Fragment pages (model/routes.ts) are found through the page that includes them.
    pluginSiteSearch({ exclude: (route) => !isListedRoute(route) }),
    pluginSitemap({ origin: siteOrigin, docsRoot }),
    pluginRedirects({ origin: siteOrigin }),
    pluginSocialCards({ origin: siteOrigin, logo: path.join(docsRoot, 'public/rslib-logo.svg') }),
    // The blog's RSS and Atom feeds; before the trim, which removes the posts' frontmatter.
    pluginBlogFeeds({ origin: siteOrigin }),
    // Every page's JavaScript carries a record per page: only what the client reads.
    pluginTrimPageData(),
    // The route table every page carries, a call per page instead of two functions and an object.
    pluginRouteTable(),
    // ...and out of the entry script: each page's HTML carries its own row,
    // the table is fetched on the first sign of a move to another page.
    pluginLazyRouteTable(path.join(__dirname, 'theme/routes/route.ts')),
    // A page's JavaScript carries its own section's sidebar and page records,
    // not every section's in both languages.
    pluginSectionData({ sidebars, register: path.join(__dirname, 'theme/chrome/sectionData.ts') }),
    pluginHomeContent(),
    pluginNotFoundPages({ langs, origin: siteOrigin }),
    // The .md copies and llms files without internal fence attributes,
    // entities or links to missing files, their AI hint in the page's language.
    pluginMarkdownCopies({ origin: siteOrigin }),
    // Added and removed lines in code say so in words and signs, not colour alone.
    pluginCodeNotation(docsRoot),
    // `tree` fences as nested lists.
    pluginFileTree(docsRoot),
    // After each recorded config example, the files its build wrote (check:examples records them).
    pluginExampleOutputs({
      repoRoot: __dirname,
      docsRoot,
      component: path.join(__dirname, 'theme/ExampleOutput/index.tsx'),
    }),
    // Types of config examples in the page's JavaScript, not repeated in its HTML; before static-code.
    pluginTypeTable(path.join(__dirname, 'theme/TypePopover/PageTypes.tsx')),
    // Highlighted code as static HTML: React neither builds nor hydrates its tokens.
    pluginStaticCode(),
    // Every built config example as a project to download (zips written after the build).
    pluginExampleDownloads({
      repoRoot: __dirname,
      component: path.join(__dirname, 'theme/ExampleDownload/index.tsx'),
    }),
    // Names in headings wrap at their dots and words on a phone, not mid-word.
    pluginHeadingBreaks(),
    // Flags in inline code (`--lib`, `-D`) are not cut after a hyphen.
    pluginCodeFlags(),
    // Every script of the web build compiles off the main thread (V8 compile hints).
    pluginCompileHints(),
    // _redirects, vercel.json, and the CSP with the hashes of the pages' inline scripts.
    pluginHostConfig(),
  ],
  route: {
    cleanUrls: true,
    // The first-visit redirect by browser language is site/locale-redirect.ts,
    // which keeps the fragment Rspress's own script drops.
    localeRedirect: 'never',
  },
  markdown: {
    link: {
      // A protocol-relative link (//host/path) points off-site; Rspress would
      // check it as a route. Excluded, it is left untouched.
      checkDeadLinks: { excludes: isProtocolRelative },
      checkAnchors: { excludes: isProtocolRelative },
    },
    image: { checkDeadImages: true },
    shiki: {
      langs: ['tsx', 'ts', 'js', 'jsx', 'json', 'css', 'diff', 'shell', 'html'],
      langAlias: { markup: 'html' },
      // `// [!code ++]`, `// [!code --]`, `// [!code highlight]` (model/code-notation.ts),
      // and types on config examples from @rslib/core's own declarations.
      transformers: [...codeNotationTransformers(), transformerConfigTypes()],
    },
  },
  globalStyles: path.join(__dirname, 'theme/styles/index.css'),
  globalUIComponents: [
    path.join(__dirname, 'theme/chrome/SkipLink.tsx'),
    path.join(__dirname, 'theme/ImageZoom/index.tsx'),
    // The type popup of config examples' identifiers.
    path.join(__dirname, 'theme/TypePopover/index.tsx'),
  ],
  // Image zoom (no margin, closes after 40 px of scroll, the page
  // background) is theme/ImageZoom, which fetches medium-zoom on the first
  // click on an image; Rspress's own component ships it with every page.
  mediumZoom: false,
  // The build prints its total size only: the per-file table (over 300 files)
  // buried the rest of `npm test`'s output. `npm run bench` measures the pages.
  builderConfig: {
    // `rspress dev` compiles every page at start instead of each page when the
    // browser first asks for it: with @rspack/core 2.2, a page compiled on
    // request right after the start-up build often crashed the dev server on
    // a fresh clone (decision 0018).
    dev: { lazyCompilation: false },
    // The top bar names the Rslib version the docs describe (theme/NavTitle).
    source: {
      define: { [RSLIB_VERSION_DEFINE]: JSON.stringify(installedRslibVersion(__dirname)) },
    },
    html: {
      tags: [
        {
          tag: 'script',
          children: localeRedirectScript({ defaultLang: 'en', langs }),
          append: false,
        },
      ],
    },
    tools: {
      rspack: [
        (config, { environment, isProd }) => {
          // The browser's async chunks named by id and the build's hash:
          // the runtime computes a chunk's file from its id, so the entry
          // holds no table with a row per page (a name or a content hash per
          // chunk). Every async file is renamed when anything changes, so the
          // names stay safe to cache for a year. (The server builds keep
          // their names, and so does `rspress dev`, which caches nothing for
          // long and whose rebuilds a build-wide hash would crash in Rspack 2.2.)
          if (environment.name === 'web' && isProd) {
            config.output = {
              ...config.output,
              chunkFilename: 'static/js/async/[id].[fullhash:10].js',
            };
          }
        },
        {
          module: {
            rules: [
              {
                // Rspress's sidebar and outline scroll their active item into
                // view after the page's first layout, not inside hydration.
                // The alias applies to imports made by Rspress's own modules:
                // the wrapper itself imports the real package.
                include: /[\\/]@rspress[\\/]core[\\/]/,
                resolve: {
                  alias: {
                    'scroll-into-view-if-needed$': path.join(
                      __dirname,
                      'theme/chrome/scrollIntoViewAfterLayout.ts',
                    ),
                  },
                },
              },
            ],
          },
        },
      ],
    },
    performance: {
      printFileSize: { detail: false },
      // Rspress turns its cache off with RSPRESS_PERSISTENT_CACHE=false; so do we.
      ...(process.env.RSPRESS_PERSISTENT_CACHE !== 'false' && {
        buildCache: {
          buildDependencies: buildCodeFiles,
          ...(outDir && {
            cacheDirectory: path.resolve('node_modules/.cache', path.basename(outDir)),
          }),
        },
      }),
    },
  },
  themeConfig: {
    lastUpdated: true,
    // "Copy page as Markdown" under each doc title. Rspress's view-options
    // dropdown is left out: its trigger button has no accessible name.
    // The other parts of Rspress's Markdown controls are exported as nothing
    // (theme/chrome/llmsUnusedParts.tsx): this setting must not show them.
    llmsUI: { viewOptions: false },
    enableAppearanceAnimation: true,
    enableScrollToTop: true,
    hideNavbar: 'auto',
    // "Source" under each page: its file in this site's repository when the
    // deployment names one (theme/Layout/EditLink.tsx links the page's
    // Markdown copy otherwise).
    ...(sourceBaseUrl ? { editLink: { docRepoBaseUrl: sourceBaseUrl } } : {}),
    socialLinks,
    locales: [
      {
        lang: 'en',
        label: 'English',
        nav: nav('en'),
        sidebar: sidebars.en,
      },
      {
        lang: 'zh',
        label: '简体中文',
        nav: nav('zh'),
        sidebar: sidebars.zh,
      },
    ],
  },
});
