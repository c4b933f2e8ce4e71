import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { terminology } from './terminology';
import { checkZhStyle } from './zh-style';

const broken = readFileSync(
  path.join(import.meta.dirname, 'fixtures/zh-wording-broken.mdx'),
  'utf8',
);
const lineOf = (text: string) => broken.split('\n').findIndex((line) => line.includes(text)) + 1;
const findings = checkZhStyle(broken);
/** The quoted word of each finding on the line holding `text`. */
const wordsAt = (text: string) =>
  findings
    .filter((finding) => finding.line === lineOf(text))
    .map((finding) => /^(?:bare )?"([^"]+)"/.exec(finding.message)?.[1]);
const page = (body: string) => `---\ntitle: t\n---\n\n${body}\n`;

describe('the official terminology on a broken fixture page', () => {
  it('reports redirect, lib item, shims, watch mode and Module Federation roles written our old way', () => {
    expect(wordsAt('导入路径改写')).toEqual(['改写']);
    expect(wordsAt('每个 lib 项')).toEqual(['lib 项', '库配置', '某项']);
    expect(wordsAt('远程模块由宿主应用')).toEqual(['宿主应用', '宿主', '远程模块']);
    expect(wordsAt('垫片只在')).toEqual(['垫片']);
    expect(wordsAt('监听模式下')).toEqual(['监听模式']);
    expect(findings.find((finding) => finding.line === lineOf('远程模块由'))?.message).toMatch(
      /write "消费者" \(host \(Module Federation\)/,
    );
  });

  it('reports lib as a bare noun and `lib` 项, not lib 配置, lib id, lib 选项 or an option name', () => {
    expect(wordsAt('所有 lib 共享')).toEqual(['lib 项', 'lib']);
    expect(wordsAt('每个 lib 配置都有 lib id')).toEqual([]);
  });

  it('reports bare 声明文件 before 类型声明文件 in the same paragraph, not after it', () => {
    expect(wordsAt('声明文件写入 dist，类型声明文件')).toEqual(['声明文件']);
    expect(wordsAt('生成类型声明文件，并把声明文件')).toEqual([]);
    expect(checkZhStyle(page('## 声明文件 {#dts}'))).toHaveLength(1);
    // A paragraph may wrap over lines; a list item starts a new one.
    expect(checkZhStyle(page('生成类型声明文件，\n并把声明文件写入 dist。'))).toEqual([]);
    expect(checkZhStyle(page('- 类型声明文件写入 dist。\n- 声明文件的路径。'))).toHaveLength(1);
  });

  it('reports 用户 for a consumer but not TypeScript 用户, and bare bundle but not bundle 产物 or bundle 与 bundleless', () => {
    expect(wordsAt('TypeScript 用户读取')).toEqual(['用户']);
    expect(wordsAt('打包模式下每个 bundle')).toEqual(['bundle', '打包模式']);
    expect(checkZhStyle(page('**bundle** 模式和 bundle 构建都不算。'))).toEqual([]);
  });

  it('reports dead code, legal comments, production 模式 and 声明合并 written the avoided way', () => {
    expect(wordsAt('默认只移除')).toEqual(['未使用的代码', '无用代码']);
    expect(wordsAt('法律注释汇总')).toEqual(['法律注释']);
    expect(wordsAt('production 模式下')).toEqual(['production 模式']);
    expect(wordsAt('声明合并使用')).toEqual(['声明合并']);
  });

  it('allows one gloss per page with the earlier word, and reports a second one', () => {
    expect(wordsAt('法律注释汇总')).toEqual(['法律注释']);
    expect(wordsAt('在同一页再注一次')).toEqual(['许可证注释']);
    expect(findings.find((finding) => finding.line === lineOf('再注一次'))?.message).toMatch(
      /glossed once per page/,
    );
  });
});

describe('wordings that mark translated Chinese', () => {
  it('reports bare 报错 and accepts 会报错, 不会报错 and 报错 as a noun', () => {
    expect(wordsAt('构建报错')).toEqual(['报错']);
    expect(wordsAt('构建会报错')).toEqual([]);
    expect(findings.find((finding) => finding.line === lineOf('构建报错'))?.message).toContain(
      '"构建报错：找不到入口。"',
    );
  });

  it('reports 以 … 失败, not 以 x 开头 or 以免', () => {
    expect(wordsAt('构建以退出码')).toEqual(['以 … 失败']);
  });

  it('reports 得到, 跟随, 一切, 的那个/的那些 and 相遇, each on its line', () => {
    expect(wordsAt('运行后得到')).toEqual(['得到']);
    expect(wordsAt('产物跟随')).toEqual(['跟随']);
    expect(wordsAt('一切依赖')).toEqual(['一切']);
    expect(wordsAt('指向的那个')).toEqual(['的那个/的那些', '的那个/的那些']);
    expect(wordsAt('相遇时')).toEqual(['相遇']);
  });

  it('reports 旁边 for a file next to another, not a preview beside its code block', () => {
    expect(wordsAt('JavaScript 旁边')).toEqual(['旁边']);
    expect(checkZhStyle(page('预览渲染在代码块旁边。'))).toEqual([]);
  });

  it('reports the stutter 使用使用方, not 使用方 after another verb', () => {
    expect(wordsAt('使用使用方实际')).toEqual(['使用使用方']);
    expect(checkZhStyle(page('示例与使用方的写法一致，使用方项目中只有一份 React。'))).toEqual([]);
  });

  it('checks prose only: a code fence with the same words has no finding', () => {
    const fenceStart = lineOf('```ts');
    expect(findings.filter((finding) => finding.line >= fenceStart)).toEqual([]);
  });

  it('passes the page once each sentence is rewritten', () => {
    const fixed = page(
      [
        '把导入路径重定向到相对路径。',
        '每个 lib 配置都有自己的 id，互不影响；任何一个 lib 配置出错，整个构建都会停止。',
        '生产者由消费者在运行时加载，Storybook 也可以作为消费者。',
        'shims 只在需要时注入。watch 模式下修改文件会触发重新构建。',
        '类型声明文件写入 dist，声明文件的路径与 JavaScript 一致。',
        '使用方安装你的包时不会安装 devDependencies。bundle 模式下每个 bundle 产物一份辅助函数。',
        '默认只移除死代码。legal comments（许可证注释）保留在原处。生产模式下默认值不同。',
        '打包类型声明文件使用 API Extractor。找不到入口时，构建会报错：',
        '构建失败，退出码为 1。运行后生成一个文件。产物沿用源码的目录结构。所有依赖都外部化。',
        '入口指向的文件和列出的包。两个插件一起使用时顺序很重要。',
        '类型声明文件与 JavaScript 产物放在一起。',
        '示例中的导入语句与使用方的写法一致。',
      ].join('\n\n'),
    );
    expect(checkZhStyle(fixed)).toEqual([]);
  });
});

describe('the terminology table', () => {
  it('has exceptions that contain an avoided word, glosses that are avoided words, short forms inside the full form', () => {
    for (const row of terminology) {
      for (const phrase of row.except ?? [])
        expect(row.avoid.some((word) => phrase.toLowerCase().includes(word.toLowerCase()))).toBe(
          true,
        );
      if (row.gloss) expect(row.avoid).toContain(row.gloss);
      if (row.short) expect(row.zh).toContain(row.short);
      // The form to write must not itself be avoided by the row, or no page could pass.
      expect(checkZhStyle(page(`中文${row.zh}。`), [row])).toEqual([]);
    }
  });
});
