/**
 * The sidebar of every section, as typed data. `site/sidebar.ts` turns it into
 * per-language sidebars; an entry without a page, or a page in no sidebar, fails
 * the build (model/sidebar.ts).
 */
export type Localised = { en: string; zh: string };

/** A page slug relative to its section root; '' is the section's index page. */
export interface SidebarGroupData {
  text: Localised;
  /** Path prefix of the group, for example '/guide/start/'. */
  base: string;
  pages: string[];
  /**
   * Render the pages as top-level links instead of a group. Rspress's overview
   * page lists the sidebar entries next to its own link, so the overview must
   * not sit inside a group or it finds nothing to list.
   */
  ungrouped?: boolean;
}

export interface SidebarSectionData {
  /** The route prefix this sidebar is shown under. */
  prefix: string;
  groups: SidebarGroupData[];
}

export const sidebarSections: SidebarSectionData[] = [
  {
    prefix: '/guide/',
    groups: [
      {
        text: { en: 'Start', zh: '开始' },
        base: '/guide/start/',
        pages: [
          '',
          'quick-start',
          'glossary',
          'npm-packages',
          'features',
          'ai',
          'checked-examples',
        ],
      },
      {
        text: { en: 'Solution', zh: '解决方案' },
        base: '/guide/solution/',
        pages: ['', 'nodejs', 'react', 'vue', 'svelte', 'solid'],
      },
      {
        text: { en: 'Basic', zh: '基础' },
        base: '/guide/basic/',
        pages: ['cli', 'configure-rslib', 'typescript', 'output-format', 'output-structure'],
      },
      {
        text: { en: 'Advanced', zh: '进阶' },
        base: '/guide/advanced/',
        // A reader's path: what ends up in the output and how, then styles and
        // other file types, then federation, tooling around the library, checks.
        pages: [
          'third-party-deps',
          'env-vars',
          'output-compatibility',
          'dts',
          'css',
          'tailwindcss',
          'assets',
          'json-files',
          'svgr-files',
          'wasm',
          'web-workers',
          'module-federation',
          'storybook',
          'module-doc',
          'monorepo',
          'rstest',
          'rsdoctor',
        ],
      },
      {
        text: { en: 'Upgrade', zh: '升级' },
        base: '/guide/upgrade/',
        pages: ['upgrade-rslib', 'v0-to-v1'],
      },
      {
        text: { en: 'Migration', zh: '迁移' },
        base: '/guide/migration/',
        pages: ['modernjs-module', 'tsup', 'esbuild', 'rollup', 'tsc'],
      },
      {
        text: { en: 'FAQ', zh: '常见问题' },
        base: '/guide/faq/',
        pages: ['features', 'exceptions', 'general'],
      },
    ],
  },
  {
    prefix: '/config/',
    groups: [
      {
        text: { en: 'Overview', zh: '概览' },
        base: '/config/',
        pages: ['', 'defaults'],
        ungrouped: true,
      },
      {
        text: { en: 'Lib config', zh: 'Lib 配置' },
        base: '/config/lib/',
        pages: [
          '',
          'format',
          'bundle',
          'auto-extension',
          'auto-external',
          'redirect',
          'syntax',
          'external-helpers',
          'banner',
          'footer',
          'dts',
          'shims',
          'id',
          'umd-name',
          'out-base',
          'wasm',
          'experiments',
        ],
      },
      {
        text: { en: 'Rsbuild config', zh: 'Rsbuild 配置' },
        base: '/config/rsbuild/',
        pages: [
          '',
          'resolve',
          'source',
          'output',
          'output-auto-external',
          'tools',
          'plugins',
          'performance',
          'log-level',
          'dev',
          'server',
          'split-chunks',
          'module-federation',
          'environments',
        ],
      },
    ],
  },
  {
    prefix: '/api/',
    groups: [
      {
        text: { en: 'Overview', zh: '概览' },
        base: '/api/start/',
        pages: [''],
        ungrouped: true,
      },
      {
        text: { en: 'JavaScript API', zh: 'JavaScript API' },
        base: '/api/javascript-api/',
        pages: ['core', 'instance', 'types'],
      },
    ],
  },
  {
    prefix: '/blog/',
    groups: [
      {
        text: { en: 'Blog', zh: '博客' },
        base: '/blog/',
        // Newest post first, after the index.
        pages: ['', 'introducing-rslib', 'rslib-v1'],
        ungrouped: true,
      },
    ],
  },
];
