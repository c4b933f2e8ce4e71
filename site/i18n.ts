/**
 * Every interface text of the site in English and Chinese. Rspress reads these
 * through `i18nSource` (its own keys are overridden where the spec's wording
 * differs), and our components read them with `useI18n()`.
 */
import type { Lang } from '../model/routes';

export type { Lang };

export type I18nEntry = Record<Lang, string>;

/** Texts of Rspress's built-in UI that the spec words differently. */
export const rspressTexts = {
  outlineTitle: { en: 'ON THIS PAGE', zh: '本页目录' },
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next Page', zh: '下一页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
  editLinkText: { en: 'Source', zh: '查看源文件' },
  searchPlaceholderText: { en: 'Search Docs', zh: '搜索文档' },
  searchNoResultsText: { en: 'No results for "{{query}}"', zh: '没有找到与“{{query}}”相关的结果' },
  searchSuggestedQueryText: {
    en: 'Please try again with a different keyword.',
    zh: '请换一个关键词再试试。',
  },
  codeButtonGroupCopyButtonText: { en: 'Copy code', zh: '复制代码' },
  codeButtonGroupWrapButtonText: { en: 'Toggle code wrap', zh: '切换自动换行' },
  notFoundText: { en: 'PAGE NOT FOUND', zh: '页面不存在' },
  takeMeHomeText: { en: 'Take me home', zh: '返回首页' },
  menuTitle: { en: 'Menu', zh: '菜单' },
  'overview.filterNameText': { en: 'Filter', zh: '筛选' },
  'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
  'overview.filterNoResultText': { en: 'No matching API found', zh: '没有匹配的配置项' },
  copyMarkdownText: { en: 'Copy page as Markdown', zh: '复制本页 Markdown' },
} satisfies Record<string, I18nEntry>;

/** Texts of the site's own components. */
export const siteTexts = {
  introduction: { en: 'Introduction', zh: '介绍' },
  quickStart: { en: 'Quick Start', zh: '快速开始' },
  /** The link after a config example to its project as a zip (site/plugins/example-downloads.ts). */
  exampleDownload: { en: 'Download this example as a project', zh: '下载这个示例项目' },
  subtitle: {
    en: 'The Rsbuild-based library development tool',
    zh: '基于 Rsbuild 的库开发工具',
  },
  slogan: {
    en: 'Create JavaScript libraries in a simple and intuitive way',
    zh: '以简单直观的方式创建 JavaScript 库',
  },
  toolStackTitle: { en: 'Tool Stack', zh: '工具栈' },
  toolStackDesc: {
    en: 'A high-performance toolchain built around Rspack, the Rust-based bundler',
    zh: '围绕 Rust 打包工具 Rspack 打造的高性能工具链',
  },
  searchLoadingText: { en: 'Loading…', zh: '加载中…' },
  searchCloseText: { en: 'Close', zh: '关闭' },
  searchResultsLabel: { en: 'Search results', zh: '搜索结果' },
  searchShowMoreText: { en: 'Show {{count}} more pages', zh: '再显示 {{count}} 个页面' },
  others: { en: 'Others', zh: '其他' },
  overview: { en: 'Overview', zh: '概览' },
  skipToContent: { en: 'Skip to content', zh: '跳到正文' },
  /** Names of the doc layout's two side regions (landmarks), for screen readers. */
  sidebarRegion: { en: 'Pages of this section', zh: '本节页面' },
  outlineRegion: { en: 'On this page', zh: '本页目录' },
  switchAppearance: { en: 'Toggle dark mode', zh: '切换深色模式' },
  homeFooterMessage: {
    en: 'Rslib is one of the Rstack tools, built on Rsbuild.',
    zh: 'Rslib 是 Rstack 工具之一，基于 Rsbuild 构建。',
  },
  navDocsVersion: { en: 'Docs for Rslib version', zh: '文档对应的 Rslib 版本' },
  footerBlog: { en: 'Blog', zh: '博客' },
  footerFeed: { en: '{{format}} feed', zh: '{{format}} 订阅源' },
  homeFooterLicense: { en: 'Released under the MIT License.', zh: '基于 MIT 许可证发布。' },
  homeFooterCopyright: {
    en: 'Copyright © 2024–present Rslib contributors.',
    zh: '版权所有 © 2024 至今 Rslib 贡献者。',
  },
  tableRegion: { en: 'Table, scrolls sideways', zh: '表格，可横向滚动' },
  fragmentContext: {
    en: 'One of the output formats Rslib builds.',
    zh: 'Rslib 支持的产物格式之一。',
  },
  fragmentContextLink: {
    en: 'Output format: all five compared, and how to choose',
    zh: '产物格式：五种格式的对比与选择',
  },
  codeRegion: { en: 'Code, scrolls sideways', zh: '代码，可横向滚动' },
  codeLineAdded: { en: 'Added line:', zh: '新增行：' },
  codeLineRemoved: { en: 'Removed line:', zh: '删除行：' },
  fileTree: { en: 'File tree', zh: '文件树' },
  exampleOutput: { en: 'Output', zh: '构建产物' },
  exampleOutputFiles: { en: 'files: {{count}}', zh: '文件：{{count}} 个' },
  exampleOutputShowAll: { en: 'Show all {{count}} lines', zh: '显示全部 {{count}} 行' },
  exampleOutputFailed: {
    en: 'The file contents could not be loaded.',
    zh: '文件内容加载失败。',
  },
  exampleBuiltWith: {
    en: 'Built with @rslib/core {{version}}',
    zh: '由 @rslib/core {{version}} 构建',
  },
  navScreenButton: { en: 'Site navigation', zh: '站点导航' },
  navMoreButton: { en: 'Appearance, language and links', zh: '外观、语言和链接' },
  languageMenuLabel: { en: 'Language', zh: '语言' },
  languageMenuButton: { en: 'Language: {{lang}}', zh: '语言：{{lang}}' },
  productFamily: { en: 'Rstack tools', zh: 'Rstack 工具' },
  productFamilyHeader: {
    en: 'Every Rstack project on GitHub',
    zh: '在 GitHub 上查看 Rstack 全部项目',
  },
  aiHint: {
    en: 'For AI agents: the documentation index is at {{llmsTxt}}, and all pages in one file at {{llmsFullTxt}}.',
    zh: '供 AI 智能体读取：文档索引见 {{llmsTxt}}，包含全部页面内容的单个文件见 {{llmsFullTxt}}。',
  },
  aiHintPage: {
    en: 'This page as Markdown: {{pageMd}}.',
    zh: '本页的 Markdown 版本：{{pageMd}}。',
  },
} satisfies Record<string, I18nEntry>;

export type SiteTextKey = keyof typeof siteTexts;

export const i18nSource: Record<string, I18nEntry> = { ...rspressTexts, ...siteTexts };
