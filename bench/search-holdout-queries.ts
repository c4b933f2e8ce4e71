/**
 * A second held-out set: 30 English and 30 Chinese reader tasks, written
 * before a round of ranking and content changes and never used to tune
 * them. The first held-out set (bench/search-validation-queries.ts)
 * had been looked at by then; this one measures what a change does to queries
 * nobody studied.
 *
 * Same rules as the other sets: reader tasks, not page titles or headings;
 * every acceptable page listed; routes without the language prefix (Chinese
 * queries are looked up under /zh).
 */
import { type BenchQuery, byLanguage, q } from './search-queries';

const DTS = ['/guide/advanced/dts', '/config/lib/dts'];
const EXCEPTIONS = '/guide/faq/exceptions';
const BUNDLE_MODES = [
  '/config/lib/bundle',
  '/guide/start/glossary',
  '/guide/basic/output-structure',
];
const DEPENDENCIES = [
  '/guide/advanced/third-party-deps',
  '/guide/faq/features',
  '/config/rsbuild/output',
];
const CLI_TOOL = [
  '/guide/faq/features',
  '/guide/solution/nodejs',
  '/config/lib/shims',
  '/config/lib/banner',
];
const NODE_VERSION = ['/guide/faq/general', '/guide/start/quick-start'];
const DECORATORS = ['/guide/basic/typescript', '/config/rsbuild/source'];

/** Errors pasted from a terminal: the same text in both languages. */
const shared: BenchQuery[] = [
  q(
    'Glob pattern "src/**/*.ts" is not supported when "bundle" is "true"',
    'error',
    EXCEPTIONS,
    BUNDLE_MODES,
  ),
  q(
    "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/app/node_modules/my-lib/dist/index.css'",
    'error',
    EXCEPTIONS,
    '/guide/advanced/css',
  ),
  q(
    'Reading from "node:path" is not handled by plugins (Unhandled scheme)',
    'error',
    EXCEPTIONS,
    '/config/rsbuild/output',
  ),
  q(
    'The following libs are not found: "esm2"',
    'error',
    EXCEPTIONS,
    '/config/lib/id',
    '/guide/basic/cli',
  ),
];

const en: BenchQuery[] = [
  ...shared,
  q('banner', 'term', '/config/lib/banner'),
  q('shims', 'term', '/config/lib/shims'),
  q('outBase', 'term', '/config/lib/out-base'),
  q('logLevel', 'term', '/config/rsbuild/log-level'),
  q("add 'use client' to the top of the output", 'phrase', '/config/lib/banner'),
  q('node cli with a shebang', 'phrase', CLI_TOOL),
  q('inline lodash into my library', 'phrase', DEPENDENCIES),
  q('declaration files for vue components', 'phrase', '/guide/solution/vue', DTS),
  q('import a json file in my library', 'phrase', '/guide/advanced/json-files'),
  q('use an svg as a react component', 'phrase', '/guide/advanced/svgr-files'),
  q('read variables from a .env file', 'phrase', '/guide/advanced/env-vars', '/guide/basic/cli'),
  q(
    'share one config across packages in a monorepo',
    'phrase',
    '/guide/advanced/monorepo',
    '/guide/basic/configure-rslib',
  ),
  q('put a content hash in output file names', 'phrase', '/config/rsbuild/output'),
  q('global variable name of the umd build', 'phrase', '/config/lib/umd-name'),
  q('how do i move from tsup', 'question', '/guide/migration/tsup'),
  q(
    'how to put a copyright comment at the top of the bundle',
    'question',
    '/config/lib/banner',
    '/guide/faq/features',
  ),
  q('does rslib support decorators', 'question', DECORATORS),
  q('which node version do i need', 'question', NODE_VERSION),
  q('can i build vue 3 components', 'question', '/guide/solution/vue'),
  q('d.ts rollup', 'synonym', DTS),
  q('minification', 'synonym', '/config/rsbuild/output'),
  q('library or app bundler', 'synonym', '/guide/faq/general'),
  q('bundeless', 'typo', BUNDLE_MODES),
  q('tailwnd', 'typo', '/guide/advanced/tailwindcss'),
  q('monorepoo', 'typo', '/guide/advanced/monorepo'),
  q(
    'modul federation',
    'typo',
    '/guide/advanced/module-federation',
    '/config/rsbuild/module-federation',
  ),
];

/** Written as a Chinese-speaking reader types them, not translated from the English ones. */
const zh: BenchQuery[] = [
  ...shared,
  q('日志级别', 'term', '/config/rsbuild/log-level'),
  q('路径别名', 'term', '/config/rsbuild/resolve'),
  q('垫片', 'term', '/config/lib/shims'),
  q('装饰器', 'term', DECORATORS),
  q('把某个依赖打包进产物', 'phrase', DEPENDENCIES),
  q('生成 Vue 组件的类型', 'phrase', '/guide/solution/vue', DTS),
  q('在库中导入 JSON', 'phrase', '/guide/advanced/json-files'),
  q('把 SVG 当作 React 组件使用', 'phrase', '/guide/advanced/svgr-files'),
  q('读取 .env 文件', 'phrase', '/guide/advanced/env-vars', '/guide/basic/cli'),
  q('多个包共用一份配置', 'phrase', '/guide/advanced/monorepo', '/guide/basic/configure-rslib'),
  q('产物文件名带哈希', 'phrase', '/config/rsbuild/output'),
  q('UMD 全局变量名', 'mixed', '/config/lib/umd-name'),
  q('开发一个命令行工具', 'phrase', CLI_TOOL),
  q('在产物顶部加一段注释', 'phrase', '/config/lib/banner', '/guide/faq/features'),
  q('Less 文件原样输出', 'mixed', '/guide/faq/features', '/guide/advanced/css'),
  q('CJS 中使用 import.meta.url', 'mixed', '/config/lib/shims'),
  q('怎么从 tsup 迁移过来', 'question', '/guide/migration/tsup'),
  q('需要什么版本的 Node', 'question', NODE_VERSION),
  q('支持 Vue 3 吗', 'question', '/guide/solution/vue'),
  q('声明文件合并成一个', 'synonym', DTS),
  q('关闭压缩', 'synonym', '/config/rsbuild/output'),
  q('Rslib 和 Rsbuild 怎么选', 'question', '/guide/faq/general'),
  q('声名文件', 'typo', DTS),
  q('模快联邦', 'typo', '/guide/advanced/module-federation', '/config/rsbuild/module-federation'),
  q('环境变亮', 'typo', '/guide/advanced/env-vars'),
  q('tailwind 配置', 'mixed', '/guide/advanced/tailwindcss'),
];

export const holdoutQueries = byLanguage(en, zh);
