/**
 * The terminology of the Chinese pages: one Chinese term per concept, chosen the
 * way the zh docs of Rspack, Rsbuild and Rspress say it. check:content fails a zh
 * page that uses a word of the `avoid` column in prose (code, link URLs and quoted
 * English messages are exempt), see checks/content/zh-style.ts. The README's
 * "Chinese terminology" section is the human-readable rendering of this table.
 */
export interface Term {
  /** The English term as the en pages use it. */
  term: string;
  /** What the zh pages write. */
  zh: string;
  /**
   * Words a zh page must not use for this concept. A Latin word matches as a
   * whole word in any letter case (`external` also matches `External`, not
   * `externals` or `autoExternal`); a Chinese word matches anywhere. Plural
   * forms are not listed: `environments`, `plugins` are option names, and the
   * pages of those options are titled with them.
   */
  avoid: string[];
  note: string;
}

export const terminology: Term[] = [
  {
    term: 'output (the files a build writes)',
    zh: '产物',
    avoid: ['输出产物', '生成物'],
    note: '“构建产物”“产物文件”“产物目录”。“输出”只作动词：“输出警告”“输出到 dist/”。',
  },
  {
    term: 'output format',
    zh: '产物格式',
    avoid: ['输出格式'],
    note: '页面 /guide/basic/output-format 的标题和所有指向它的链接都写“产物格式”。',
  },
  {
    term: 'output structure',
    zh: '产物结构',
    avoid: ['输出结构'],
    note: '页面 /guide/basic/output-structure 的标题和指向它的链接都写“产物结构”。',
  },
  {
    term: 'build',
    zh: '构建',
    avoid: ['建构'],
    note: '名词和动词都用“构建”：“生产构建”“构建失败”。',
  },
  {
    term: 'bundle (verb); bundle / bundleless mode',
    zh: '打包；bundle 模式 / bundleless 模式',
    avoid: ['捆绑'],
    note: '模式名保留英文，与配置项 `bundle` 对应。',
  },
  {
    term: 'bundler',
    zh: '打包工具',
    avoid: ['打包器', 'bundler'],
    note: 'Rspack、webpack、Rollup、esbuild 都是打包工具。',
  },
  {
    term: 'declaration file',
    zh: '类型声明文件（上下文清楚时简称“声明文件”）',
    avoid: ['声明档', '定义文件'],
    note: '`.d.ts` 文件。',
  },
  {
    term: 'external, externalize',
    zh: '外部依赖；外部化',
    avoid: ['external', '外置'],
    note: '配置项名写作代码：`output.externals`、`autoExternal`。',
  },
  {
    term: 'environment (Rsbuild)',
    zh: '环境',
    avoid: ['environment'],
    note: '“每个 lib 项对应一个 Rsbuild 环境”；配置项写作 `environments`。',
  },
  {
    term: 'host (Module Federation)',
    zh: '宿主应用（简称“宿主”）',
    avoid: ['host'],
    note: '开发服务器的 host 写作“主机”或配置项 `server.host`。',
  },
  {
    term: 'remote (Module Federation)',
    zh: '远程模块',
    avoid: ['remote'],
    note: '`mf` 格式的库是一个远程模块，由宿主应用在运行时加载。',
  },
  {
    term: 'Module Federation',
    zh: 'Module Federation（模块联邦）',
    avoid: ['联邦模块'],
    note: '产品名保留英文；正文中也可以写“模块联邦”。',
  },
  {
    term: 'entry',
    zh: '入口',
    avoid: ['entry'],
    note: '配置项写作 `source.entry`。',
  },
  {
    term: 'plugin',
    zh: '插件',
    avoid: ['plugin'],
    note: '插件包名和配置项写作代码：`@rsbuild/plugin-react`、`plugins`。',
  },
  {
    term: 'consumer (of a library)',
    zh: '使用方',
    avoid: ['使用者', '消费者', '消费方'],
    note: '安装并导入这个库的项目或开发者。',
  },
  {
    term: 'asset',
    zh: '静态资源',
    avoid: ['资产'],
    note: '图片、字体、SVG 等文件。',
  },
  {
    term: 'tree shaking',
    zh: 'tree shaking',
    avoid: ['摇树', '树摇'],
    note: '与 Rspack、Rsbuild 中文文档一致，保留英文。',
  },
  {
    term: 'chunk, loader, source map, polyfill, glob, monorepo',
    zh: '保留英文',
    avoid: [],
    note: '这些词在中文前端文档中通常不翻译。',
  },
  {
    term: 'minify',
    zh: '压缩',
    avoid: ['最小化'],
    note: '“混淆”只指变量名混淆（mangle）。',
  },
  {
    term: 'dev server; watch mode',
    zh: '开发服务器；监听模式',
    avoid: ['观察模式', '开发服务端'],
    note: '',
  },
  {
    term: 'config option',
    zh: '配置项',
    avoid: [],
    note: '配置文件中的字段叫“配置项”；命令行上的叫“参数”或“选项”。',
  },
];
