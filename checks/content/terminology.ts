/**
 * The terminology of the Chinese pages: one Chinese term per concept, the form the
 * official Rslib and Rsbuild zh docs use (counted in their website/docs/zh). check:content fails a zh
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
  /**
   * Longer phrases that contain an avoided word and are correct, as `lib 配置`
   * contains `lib`; matched as written, before the avoided words.
   */
  except?: string[];
  /**
   * Our earlier word, allowed once per page as a gloss in full-width parentheses
   * right after the Chinese term: `legal comments（许可证注释）`.
   */
  gloss?: string;
  /**
   * A short form allowed only in a paragraph (a line of Markdown) that already
   * used the full form `zh` before it: `声明文件` after `类型声明文件`.
   */
  short?: string;
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
    zh: '打包；bundle 模式 / bundleless 模式；bundle 产物',
    avoid: ['捆绑', '打包模式', 'bundle'],
    except: [
      'bundle 模式',
      '**bundle** 模式',
      'bundle 产物',
      'bundle 类型',
      'bundle 构建',
      '**bundle** 构建',
      'bundle 与 bundleless',
      'bundle 和 bundleless',
      'bundle、bundleless',
      'bundle / bundleless',
      'bundle 或 bundleless',
    ],
    note: '模式名保留英文，与配置项 `bundle` 对应。bundle 不单独作名词：写“bundle 产物”“bundle 模式”，或“打包进产物”。',
  },
  {
    term: 'bundler',
    zh: '打包工具',
    avoid: ['打包器', 'bundler'],
    note: 'Rspack、webpack、Rollup、esbuild 都是打包工具。',
  },
  {
    term: 'declaration file',
    zh: '类型声明文件',
    avoid: ['声明档', '定义文件'],
    short: '声明文件',
    note: '`.d.ts` 文件。同一段中已经写过“类型声明文件”之后，可以简称“声明文件”。',
  },
  {
    term: 'bundling declaration files (dts.bundle)',
    zh: '打包类型声明文件',
    avoid: ['声明合并'],
    note: '“声明合并”是 TypeScript declaration merging 的中文名，不能指 `dts.bundle`。',
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
    note: '“每个 lib 配置对应一个 Rsbuild 环境”；配置项写作 `environments`。',
  },
  {
    term: 'host (Module Federation)',
    zh: '消费者',
    avoid: ['host', '宿主应用', '宿主'],
    note: '在运行时加载模块的一方，与 Rslib 中文文档一致。开发服务器的 host 写作“主机”或配置项 `server.host`。',
  },
  {
    term: 'remote (Module Federation)',
    zh: '生产者',
    avoid: ['remote', '远程模块'],
    note: '`mf` 格式的库是一个生产者，由消费者在运行时加载。',
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
    avoid: ['使用者', '消费方', '用户'],
    except: ['TypeScript 用户', 'CommonJS 用户'],
    note: '安装并导入这个库的项目或开发者。“消费者”只指 Module Federation 中的角色；“TypeScript 用户”“CommonJS 用户”指使用方中的一类。',
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
    zh: '开发服务器；watch 模式',
    avoid: ['观察模式', '开发服务端', '监听模式'],
    note: '`--watch` 开启 watch 模式，与 Rslib、Rsbuild 中文文档一致。',
  },
  {
    term: 'redirect (lib.redirect)',
    zh: '重定向',
    avoid: ['改写'],
    note: '“把导入路径重定向到 …”。泛指修改代码时写“重写”或“修改”。',
  },
  {
    term: 'lib (one item of the lib array)',
    zh: 'lib 配置',
    avoid: ['lib 项', '库配置', '某项', 'lib'],
    except: ['lib 配置', 'lib 数组', 'lib 选项', 'lib id', 'lib.'],
    note: '`lib` 数组中的一个对象叫“lib 配置”：“每个 lib 配置对应一个 Rsbuild 环境”。`lib` 不单独作名词；`lib.format` 这类选项名照写。',
  },
  {
    term: 'shims (lib.shims)',
    zh: 'shims',
    avoid: ['垫片'],
    note: '保留英文，与配置项 `shims` 对应；“垫片”读起来像 polyfill。',
  },
  {
    term: 'dead code',
    zh: '死代码',
    avoid: ['无用代码', '未使用的代码', '未使用代码'],
    note: '“只移除死代码”“死代码消除”。未被导入的导出写“未使用的导出”。',
  },
  {
    term: 'legal comments',
    zh: 'legal comments',
    avoid: ['法律注释', '许可证注释'],
    gloss: '许可证注释',
    note: '与 Rsbuild 中文文档（`output.legalComments`）一致，保留英文；每页可以在第一次出现时注明“legal comments（许可证注释）”。',
  },
  {
    term: 'production mode',
    zh: '生产模式',
    avoid: ['production 模式'],
    note: '与 Rsbuild 中文文档一致；`NODE_ENV` 的值写作代码 `production`。',
  },
  {
    term: 'config option',
    zh: '配置项',
    avoid: [],
    note: '配置文件中的字段叫“配置项”；命令行上的叫“参数”或“选项”。',
  },
];
