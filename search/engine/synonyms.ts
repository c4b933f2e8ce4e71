/**
 * Words readers type for the things the docs name otherwise, in both
 * languages. Each group lists interchangeable phrases: a query containing one
 * of them is also searched for the others (ranked a little lower than the
 * words typed). Applied at query time only, so changing this file changes no
 * index. Keep groups narrow: a group that is too wide makes every query of
 * its words match the same pages.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  // Output and formats.
  ['产物', '输出', 'output'],
  ['打包', 'bundle'],
  ['不打包', 'bundleless', 'unbundled'],
  ['esm', 'es module', 'es 模块'],
  ['cjs', 'commonjs'],
  ['双格式', 'dual package', 'esm and cjs', 'esm 和 cjs'],
  ['格式', 'format'],
  ['扩展名', 'extension', '后缀'],
  ['哈希', 'hash'],
  ['压缩', 'minify', 'minification', 'minimize'],
  // Declarations.
  [
    '声明文件',
    '类型声明',
    '类型定义',
    '类型文件',
    'dts',
    'd.ts',
    'declaration',
    'type definitions',
    'typings',
    'types',
  ],
  // Getting started.
  ['上手', '开始', '入门'],
  ['getting started', 'quick start', 'get started'],
  ['安装', 'install'],
  ['创建', 'create'],
  // Compatibility.
  ['兼容', '降级', 'polyfill', 'compatibility', 'downgrade', 'syntax'],
  // The zh pages keep the option's name; readers also call shims 垫片.
  ['shims', '垫片'],
  ['旧浏览器', 'older browsers', 'browserslist'],
  ['es5', 'es2015', 'syntax'],
  ['语法', 'syntax'],
  ['代码分割', '分包', 'split chunks', 'splitChunks', 'code splitting', 'chunks'],
  // Dependencies.
  ['外部', 'external', 'externals', 'externalize', '外部化'],
  ['依赖', 'dependency', 'dependencies', 'deps'],
  ['exclude', 'external'],
  // Commands and development.
  ['监听', 'watch'],
  ['命令行', 'cli', 'command line'],
  ['开发服务器', 'dev server', 'mf-dev'],
  ['查看配置', 'inspect'],
  ['webpack', 'rspack'],
  // Headers and footers.
  ['许可证', 'license', 'licence', 'banner', 'copyright'],
  ['文件顶部', 'banner', 'top of file'],
  ['文件末尾', 'footer', 'bottom of file'],
  ['shebang', 'banner', '#!/usr/bin/env node'],
  // Other topics.
  ['微前端', 'micro frontend', 'micro frontends', 'module federation', '模块联邦', 'mf'],
  ['别名', 'alias'],
  ['重定向', 'redirect', '改写导入路径', 'rewrite import paths', 'rewrite imports'],
  ['缓存', 'cache', 'buildCache'],
  ['构建缓存', 'build cache', 'buildCache', '持久化缓存', 'persistent cache'],
  ['装饰器', 'decorator', 'decorators'],
  ['环境变量', 'env', 'environment variables'],
  ['单元测试', 'unit test', 'test', 'rstest'],
  ['测试', 'test', 'testing'],
  ['体积', 'size', 'rsdoctor'],
  ['迁移', 'migrate', 'migration'],
  ['升级', 'upgrade', 'breaking changes', '不兼容变更'],
  ['入口', 'entry', 'entries', 'entry points'],
  ['文档', 'documentation', 'docs', 'document'],
  ['图片', 'image', 'images'],
  ['组件库', 'component library', 'components'],
  ['可执行', 'executable', 'exe'],
  ['日志', 'log', 'logs', 'logLevel'],
  ['类型检查', 'type check', 'type-check', 'typecheck'],
  ['区别', '对比', 'difference', 'compared'],
];
