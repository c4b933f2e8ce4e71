import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { checkContent } from './check';
import { terminology } from './terminology';
import { checkZhStyle, maskLine } from './zh-style';

const broken = readFileSync(path.join(import.meta.dirname, 'fixtures/zh-style-broken.mdx'), 'utf8');
const lineOf = (text: string) => broken.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('zh-style rules on a broken fixture page', () => {
  const findings = checkZhStyle(broken);
  const at = (rule: string) =>
    findings.filter((finding) => finding.rule === rule).map((finding) => finding.line);

  it('reports each avoided term outside code and link URLs, with its line', () => {
    const line = lineOf('Rsbuild environment');
    expect(at('terminology')).toEqual([line, line, lineOf('[environment](')]);
    expect(findings.map((finding) => finding.message)).toContainEqual(
      expect.stringMatching(/^"environment" is avoided on zh pages: write "环境"/),
    );
  });

  it('reports a stray space before Chinese link text and after a link that ends in Chinese', () => {
    expect(at('space-before-link')).toEqual([lineOf('构建前请阅读')]);
    expect(at('space-after-link')).toEqual([lineOf('介绍了各种格式')]);
  });

  it('reports a stray space after a closing 。 in a bold lead-in and before full-width punctuation', () => {
    expect(at('space-after-punctuation')).toEqual([lineOf('**名称。**')]);
    expect(at('space-before-punctuation')).toEqual([lineOf('打包结束后')]);
  });

  it('reports full-width punctuation inside a backticked, quoted or heading English message, not inside a fence', () => {
    const quoted = lineOf('Config error');
    expect(at('full-width-in-english')).toEqual([
      lineOf('entry not found'),
      quoted,
      quoted,
      lineOf('Chunk minification failed'),
    ]);
    expect(
      findings.filter((finding) => finding.line === quoted).map((finding) => finding.message),
    ).toEqual([
      expect.stringContaining('“Config error：bad field”'),
      expect.stringContaining('"Warn：slow"'),
    ]);
    expect(checkZhStyle('---\ntitle: t\n---\n\n库的代码用 Rslib：npm 包、组件库。\n')).toEqual([]);
  });

  it('passes the same page once it is fixed', () => {
    const fixed = broken
      .replace(
        'Rsbuild environment，依赖默认作为 external 处理',
        'Rsbuild 环境，依赖默认作为外部依赖处理',
      )
      .replace('阅读 [', '阅读[')
      .replace(') 介绍', ')介绍')
      .replace('。** 每', '。**每')
      .replace('后 ，', '后，')
      .replace('Error： entry', 'Error: entry')
      .replace('error：bad', 'error: bad')
      .replace('Warn：slow', 'Warn: slow')
      .replace('failed：export', 'failed: export')
      .replace('[environment](', '[`environments`](');
    expect(checkZhStyle(fixed)).toEqual([]);
  });
});

describe('zh-style masking and the terminology table', () => {
  it('keeps the correct space between Chinese and code or Latin words', () => {
    expect(
      checkZhStyle(
        '---\ntitle: t\n---\n\n使用 `format` 配置 Rslib 的产物，参见 [Rsbuild 文档](https://rsbuild.rs)。\n',
      ),
    ).toEqual([]);
    expect(maskLine('见 [环境](/config/rsbuild/environments) 和 `external`')).toBe(
      '见 [环境](u) 和 x',
    );
  });

  it('matches a Latin avoided word as a whole word only', () => {
    const source =
      '---\ntitle: t\n---\n\n默认值来自 autoExternal 和 externals，运行在 localhost 上。\n';
    expect(checkZhStyle(source)).toEqual([]);
    expect(checkZhStyle('---\ntitle: t\n---\n\nExternal 依赖。\n').map((f) => f.rule)).toEqual([
      'terminology',
    ]);
  });

  it('exempts an English gloss after a Chinese term and lines without Chinese', () => {
    const source =
      '---\ntitle: plugins\n---\n\n# plugins\n\n## Reading from "node:fs" is not handled by plugin {#x}\n\n库是一个生产者（remote）。\n';
    expect(checkZhStyle(source)).toEqual([]);
    expect(checkZhStyle('---\ntitle: t\n---\n\n库是一个 remote。\n')).toHaveLength(1);
  });

  it('checks the frontmatter title and description', () => {
    expect(checkZhStyle('---\ntitle: 输出格式\n---\n\n# 产物格式\n').map((f) => f.line)).toEqual([
      2,
    ]);
  });

  it("checks the home page's hero and feature texts, block scalars included, with HTML code masked", () => {
    const home = (redirect: string, watch: string) =>
      [
        '---',
        'pageType: home',
        'hero:',
        '  text: |-',
        '    基于 Rsbuild 的',
        `    ${watch}下的库开发工具`,
        '  image:',
        `    alt: 导入路径${redirect}示意图`,
        'features:',
        "  - title: 'Bundle 与 Bundleless'",
        `    details: '设置 <code>bundle: false</code> 后，导入路径会自动${redirect}为 <code>''./a.js''</code>。'`,
        '    link: /zh/config/lib/redirect',
        '---',
        '',
      ].join('\n');
    expect(checkZhStyle(home('改写', '监听模式')).map((f) => f.line)).toEqual([6, 8, 11]);
    expect(checkZhStyle(home('重定向', 'watch 模式'))).toEqual([]);
  });

  it('has one row per term, each with the Chinese to use', () => {
    const terms = terminology.map((row) => row.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const row of terminology) expect(row.zh.trim()).not.toBe('');
  });
});

describe('check:content runs the zh-style rules', () => {
  it('fails a zh page with a finding, naming file and line', async () => {
    const docsRoot = mkdtempSync(path.join(os.tmpdir(), 'zh-style-'));
    try {
      for (const [lang, text] of [
        ['en', '---\ntitle: Bad\ndescription: d\n---\n\n# Bad\n'],
        ['zh', broken],
      ] as const) {
        mkdirSync(path.join(docsRoot, lang, 'guide'), { recursive: true });
        writeFileSync(path.join(docsRoot, lang, 'guide', 'bad.mdx'), text);
      }
      const report = await checkContent({
        repoRoot: process.cwd(),
        docsRoot,
        coverageItems: [],
      });
      const style = report.problems.filter((problem) => problem.kind === 'style');
      expect(style).toContainEqual(
        expect.objectContaining({
          file: expect.stringMatching(/zh\/guide\/bad\.mdx$/),
          line: lineOf('打包结束后'),
          message: expect.stringMatching(/^space-before-punctuation: /),
        }),
      );
      expect(new Set(style.map((problem) => problem.message.split(':')[0])).size).toBe(6);
    } finally {
      rmSync(docsRoot, { recursive: true, force: true });
    }
  });
});
