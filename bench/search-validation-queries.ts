/**
 * Held-out validation queries: 40 English and 40 Chinese reader tasks,
 * written before the ranking was tuned and never used to tune it. A
 * ranking change is kept only if it does not lose here; the main set
 * (bench/search-queries.ts) is the one studied for misses.
 *
 * Same rules as the main set: written from reader tasks, not from page titles
 * or headings; every acceptable page listed; routes without the language
 * prefix (Chinese queries are looked up under /zh).
 */
import { type BenchQuery, byLanguage, q } from './search-queries';

const DTS = ['/guide/advanced/dts', '/config/lib/dts'];
const FORMATS = [
  '/guide/basic/output-format',
  '/config/lib/format',
  '/guide/faq/features',
  '/guide/solution/nodejs',
];
const EXTERNALS = [
  '/guide/advanced/third-party-deps',
  '/config/rsbuild/output',
  '/config/lib/auto-external',
  '/guide/faq/features',
];
const BUNDLE_MODES = [
  '/config/lib/bundle',
  '/guide/start/glossary',
  '/guide/basic/output-structure',
];
const OUTPUT_DIR = ['/config/rsbuild/output', '/guide/basic/output-structure'];
const TYPE_CHECK = ['/guide/basic/typescript', '/guide/faq/general', ...DTS];

/** Errors pasted from a terminal: the same text in both languages. */
const shared: BenchQuery[] = [
  q(
    'error   Failed to generate declaration files. (esm)',
    'error',
    DTS,
    '/guide/faq/exceptions',
    '/guide/basic/typescript',
  ),
  q(
    'warn    lib.autoExternal is deprecated, use output.autoExternal instead.',
    'error',
    '/config/lib/auto-external',
    '/guide/advanced/third-party-deps',
    '/config/rsbuild/output',
  ),
  q(
    "Module not found: Can't resolve '.' in '/home/me/my-lib/src'",
    'error',
    '/guide/upgrade/v0-to-v1',
  ),
  q(
    'TypeError: convertCompilerOptionsFromJson is not a function',
    'error',
    '/guide/solution/svelte',
  ),
];

const en: BenchQuery[] = [
  ...shared,
  q('footer', 'term', '/config/lib/footer'),
  q('filenameHash', 'term', '/config/rsbuild/output'),
  q('abortOnError', 'term', DTS),
  q('Rsdoctor', 'term', '/guide/advanced/rsdoctor'),
  q('aliasStrategy', 'term', '/config/rsbuild/resolve'),
  q('noCheck', 'term', '/guide/basic/typescript'),
  q('ship typescript types with my package', 'phrase', DTS, '/guide/basic/typescript'),
  q('exclude test files from declarations', 'phrase', '/guide/faq/features', DTS),
  q('keep comments in output', 'phrase', '/guide/faq/features', '/config/rsbuild/output'),
  q('inject css into javascript', 'phrase', '/guide/advanced/css', '/config/rsbuild/output'),
  q('peer dependencies bundled by mistake', 'phrase', EXTERNALS),
  q('build several formats at once', 'phrase', FORMATS),
  q('rename output files', 'phrase', OUTPUT_DIR),
  q(
    'umd build for a cdn script tag',
    'phrase',
    '/config/lib/umd-name',
    '/config/lib/format',
    '/guide/basic/output-format',
  ),
  q('storybook with rslib config', 'phrase', '/guide/advanced/storybook'),
  q('project references in a monorepo', 'phrase', '/guide/advanced/monorepo', DTS),
  q('fail build on type errors', 'phrase', TYPE_CHECK),
  q('fonts referenced from css', 'phrase', '/guide/advanced/assets', '/guide/advanced/css'),
  q('change dev server port', 'phrase', '/config/rsbuild/server'),
  q('declaration files output directory', 'phrase', DTS, '/guide/basic/output-structure'),
  q('skip type checking for faster builds', 'phrase', TYPE_CHECK),
  q('cors headers for module federation dev', 'phrase', '/config/rsbuild/server'),
  q('test coverage in ci', 'phrase', '/guide/advanced/rstest'),
  q(
    'how do i publish a react hook library',
    'question',
    '/guide/solution/react',
    '/guide/solution/',
  ),
  q('why is lodash bundled into my output', 'question', EXTERNALS),
  q('how to change the dist folder', 'question', OUTPUT_DIR, '/guide/basic/cli'),
  q('what is the difference between bundle and bundleless', 'question', BUNDLE_MODES),
  q('can rslib replace tsc', 'question', '/guide/migration/tsc', '/guide/faq/general'),
  q('where are the .d.ts files written', 'question', DTS, '/guide/basic/output-structure'),
  q('typedefs', 'synonym', DTS),
  q('transpile without bundling', 'synonym', BUNDLE_MODES, '/guide/migration/tsc'),
  q('peer deps', 'synonym', EXTERNALS),
  q('compress output', 'synonym', '/config/rsbuild/output'),
  q('sourcemapp', 'typo', '/config/rsbuild/output'),
  q('rsdocter', 'typo', '/guide/advanced/rsdoctor'),
  q('exteral helpers', 'typo', '/config/lib/external-helpers'),
];

/** Written as a Chinese-speaking reader types them, not translated from the English ones. */
const zh: BenchQuery[] = [
  ...shared,
  q('端口', 'term', '/config/rsbuild/server'),
  q('覆盖率', 'term', '/guide/advanced/rstest'),
  q('代理', 'term', '/config/rsbuild/server'),
  q('同构', 'term', '/guide/solution/', '/guide/faq/features'),
  q('模板', 'term', '/guide/start/quick-start'),
  q(
    '热更新',
    'term',
    '/config/rsbuild/dev',
    '/guide/advanced/module-federation',
    '/guide/basic/cli',
  ),
  q('保留代码注释', 'phrase', '/guide/faq/features', '/config/rsbuild/output'),
  q('排除测试文件', 'phrase', '/guide/faq/features', '/config/rsbuild/source', DTS),
  q('修改产物文件名', 'phrase', OUTPUT_DIR),
  q('开发服务器跨域', 'phrase', '/config/rsbuild/server'),
  q('内联小图片', 'phrase', '/guide/advanced/assets'),
  q('类型错误导致构建失败', 'phrase', TYPE_CHECK),
  q('关闭类型检查加快构建', 'phrase', TYPE_CHECK),
  q('引入字体文件', 'phrase', '/guide/advanced/assets', '/guide/advanced/css'),
  q('查看哪些依赖被打包', 'phrase', '/guide/advanced/third-party-deps', '/guide/advanced/rsdoctor'),
  q(
    '同时面向浏览器和 Node',
    'phrase',
    '/guide/faq/features',
    '/guide/solution/',
    '/guide/solution/nodejs',
  ),
  q('配置文件用 TypeScript 写', 'mixed', '/guide/basic/configure-rslib'),
  q('只输出 CJS', 'mixed', FORMATS),
  q('Vue 组件类型声明', 'mixed', '/guide/solution/vue', DTS),
  q('注入样式到 JS', 'mixed', '/guide/advanced/css', '/config/rsbuild/output'),
  q('monorepo 构建顺序', 'mixed', '/guide/advanced/monorepo'),
  q('source map 配置', 'mixed', '/config/rsbuild/output'),
  q('React 组件的样式', 'mixed', '/guide/solution/react', '/guide/advanced/css'),
  q('为什么 react 被打进了产物', 'question', EXTERNALS),
  q('怎么修改输出目录', 'question', OUTPUT_DIR, '/guide/basic/cli'),
  q('bundle 和 bundleless 有什么不同', 'question', BUNDLE_MODES),
  q('tsc 还有必要吗', 'question', '/guide/faq/general', '/guide/migration/tsc'),
  q('d.ts 文件输出到哪里', 'question', DTS, '/guide/basic/output-structure'),
  q('产物体积太大怎么排查', 'question', '/guide/advanced/rsdoctor', '/config/rsbuild/performance'),
  q('注入环境变量到代码', 'synonym', '/guide/advanced/env-vars', '/config/rsbuild/source'),
  q('静态文件拷贝', 'synonym', '/config/rsbuild/output'),
  q('打包工具对比', 'synonym', '/guide/start/', '/guide/faq/general'),
  q('类形声明', 'typo', DTS),
  q('单元侧试', 'typo', '/guide/advanced/rstest'),
  q('代码分隔', 'typo', '/config/rsbuild/split-chunks'),
  q('命令航工具', 'typo', '/guide/basic/cli', '/guide/solution/nodejs', '/guide/faq/features'),
];

export const validationQueries = byLanguage(en, zh);
