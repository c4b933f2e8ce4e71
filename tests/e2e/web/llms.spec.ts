import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Sidebar } from '@rspress/core';
import { notationLeftovers } from '../../../site/markdown-copies';
import { siteOrigin } from '../../../site/origin';
import { buildSidebar } from '../../../site/sidebar';
import { buildDir, builtPages, readBuilt, repoRoot } from './built-site';
import { parseLlmsTxt } from './llms-txt-format';

const docsRoot = path.join(repoRoot, 'docs');
const mdPath = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

/** Lines of a Markdown file outside fenced code blocks, with their numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  let fence: string | undefined;
  return markdown.split('\n').flatMap((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return [];
    }
    return fence ? [] : [{ line: index + 1, text }];
  });
}

function sidebarLinks(sidebar: Sidebar): string[] {
  const links: string[] = [];
  const visit = (items: unknown[]) => {
    for (const item of items as { link?: string; items?: unknown[] }[]) {
      if (item.link) links.push(item.link);
      if (item.items) visit(item.items);
    }
  };
  for (const items of Object.values(sidebar)) visit(items as unknown[]);
  return links;
}

test.describe('files for AI assistants', () => {
  test.skip(({ isMobile }) => isMobile, 'file checks run on the desktop project');

  test('every page has its Markdown version at its route plus .md', () => {
    const missing = builtPages()
      .map((page) => mdPath(page.route))
      .filter((file) => !existsSync(path.join(buildDir, file)));
    expect(missing).toEqual([]);
  });

  test('no Markdown version holds import lines or unrendered JSX outside code blocks', () => {
    const problems: string[] = [];
    for (const { route } of builtPages()) {
      for (const { line, text: raw } of proseLines(readBuilt(mdPath(route).slice(1)))) {
        // Inline code may show JSX or types (`<API />`, `Array<T>`) on purpose.
        const text = raw.replace(/(`+)[\s\S]*?\1/g, '``');
        if (/^\s*(import|export)\s/.test(text) || /<\/?[A-Z][\w.]*[\s/>]/.test(text)) {
          problems.push(`${mdPath(route)}:${line}: ${raw.trim()}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  /** Every Markdown file for AI tools: each page's copy and the llms files of both languages. */
  const markdownFiles = () => [
    ...builtPages().map(({ route }) => mdPath(route).slice(1)),
    'llms.txt',
    'llms-full.txt',
    'zh/llms.txt',
    'zh/llms-full.txt',
  ];

  test('every link to a Markdown file of the site leads to a file the build has', () => {
    const broken = new Set<string>();
    for (const file of markdownFiles()) {
      const text = readBuilt(file);
      const links = text.matchAll(/\]\((?:https?:\/\/[^/\s)]+)?(\/[^\s)#]*\.md)[#)]/g);
      for (const [link, target = ''] of links) {
        if (link.includes('://') && !link.startsWith(`](${siteOrigin}/`)) continue;
        if (!existsSync(path.join(buildDir, target))) broken.add(`${file}: ${target}`);
      }
    }
    expect([...broken]).toEqual([]);
  });

  test('no Markdown file writes a character as an HTML entity outside code', () => {
    const problems: string[] = [];
    for (const file of markdownFiles()) {
      for (const { line, text } of proseLines(readBuilt(file))) {
        const prose = text.replace(/(`+)[\s\S]*?\1/g, '``');
        if (/&#(x[0-9a-f]+|\d+);/i.test(prose)) problems.push(`${file}:${line}: ${text.trim()}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("no Markdown file holds Shiki's notation comments: changes are diffs, highlights gone", () => {
    const problems = markdownFiles().flatMap((file) =>
      notationLeftovers(readBuilt(file)).map(({ line, text }) => `${file}:${line}: ${text}`),
    );
    expect(problems).toEqual([]);
    // The migration pages' before/after blocks read as unified diffs.
    for (const file of ['guide/migration/tsup.md', 'zh/guide/migration/tsup.md']) {
      expect(readBuilt(file)).toMatch(
        /```diff lang="ts" title="rslib\.config\.ts"\n-import \{ defineConfig \} from 'tsup';\n\+import \{ defineConfig \} from '@rslib\/core';\n \n export default/,
      );
    }
  });

  test('every fence closes, and keeps only its language, title and tab label', () => {
    const problems: string[] = [];
    for (const file of markdownFiles()) {
      let fence: { marker: string; line: number } | undefined;
      for (const [index, text] of readBuilt(file).split('\n').entries()) {
        const match = /^\s*(`{3,}|~{3,})(.*)$/.exec(text);
        if (!match) continue;
        const [, run = '', info = ''] = match;
        if (fence) {
          if (run[0] === fence.marker[0] && run.length >= fence.marker.length && !info.trim()) {
            fence = undefined;
          }
          continue;
        }
        fence = { marker: run, line: index + 1 };
        const rest = info
          .trim()
          // A diff written from change notation names the code's language.
          .replace(/^diff\s+lang="[\w-]+"/, '')
          .replace(/^[^\s{]+/, '')
          .replace(/\s*title="[^"]*"/, '')
          .replace(/\s*\[[^\]]+\]/, '');
        if (rest.trim()) problems.push(`${file}:${index + 1}: internal fence attributes: ${info}`);
      }
      if (fence) problems.push(`${file}:${fence.line}: the fence never closes`);
    }
    expect(problems).toEqual([]);
    // A fence shown inside a longer one is content and stays whole.
    for (const file of ['guide/advanced/module-doc.md', 'zh/guide/advanced/module-doc.md']) {
      expect(readBuilt(file)).toMatch(/````mdx\n```tsx preview\n[\s\S]*?\n```\n````/);
    }
  });

  test('package-manager tabs become the npm command followed by the other managers', () => {
    const markdown = readBuilt('guide/start/quick-start.md');
    const commands = [...markdown.matchAll(/```sh \[(\w+)\]\n(.+)\n```/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );
    expect(commands.slice(0, 4)).toEqual([
      'npm: npm create rslib@latest',
      'yarn: yarn create rslib',
      'pnpm: pnpm create rslib@latest',
      'bun: bun create rslib@latest',
    ]);
  });

  for (const lang of ['en', 'zh'] as const) {
    const prefix = lang === 'en' ? '' : '/zh';
    test(`${prefix}/llms.txt lists every sidebar page, and llms-full.txt holds each of them (${lang})`, async ({
      request,
    }) => {
      const index = await (await request.get(`${prefix}/llms.txt`)).text();
      // The llms.txt format: an H1, a summary, and H2 sections that are lists of links.
      const parsed = parseLlmsTxt(index);
      expect(parsed.title).toBe('Rslib');
      expect(parsed.summary).toBeTruthy();
      expect(parsed.info).toBe('');
      expect(parsed.sections.size).toBeGreaterThan(5);
      for (const [title, links] of parsed.sections) {
        expect(title, 'a section title').not.toMatch(/^#/);
        expect(links.length, `links of "${title}"`).toBeGreaterThan(0);
        expect(links.filter((link) => link === null).length, `"${title}"`).toBe(0);
      }
      const listed = new Set([...index.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]));
      const sidebar = sidebarLinks(buildSidebar(docsRoot, lang)).map(
        (link) => `${siteOrigin}${mdPath(link)}`,
      );
      expect(sidebar.length).toBeGreaterThan(50);
      expect(sidebar.filter((link) => !listed.has(link))).toEqual([]);

      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      const bundled = new Set([...full.matchAll(/^url: (\S+)$/gm)].map((m) => m[1]));
      expect(sidebar.filter((link) => !bundled.has(link))).toEqual([]);
    });
  }
});

test.describe('the hint for AI agents in the HTML', () => {
  for (const { route, text, other } of [
    { route: '/guide/start/quick-start', text: 'For AI agents', other: '供 AI' },
    { route: '/zh/guide/start/quick-start', text: '供 AI 智能体', other: 'For AI agents' },
  ]) {
    test(`is in the page's language, after the page, and not read out: ${route}`, async ({
      page,
    }) => {
      await page.goto(route);
      const hint = page.locator('.rp-llms-hint');
      await expect(hint).toHaveCount(1);
      await expect(hint).toContainText(text);
      await expect(hint).not.toContainText(other);
      await expect(hint).toContainText(`${siteOrigin}${route}.md`);
      // After the main content in document order, and out of the accessibility tree.
      const afterMain = await hint.evaluate((element) => {
        const main = document.querySelector('main');
        return (
          main !== null &&
          (main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        );
      });
      expect(afterMain).toBe(true);
      expect(await page.locator('body').ariaSnapshot()).not.toContain(text);
    });
  }
});

test.describe('Copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const { path: route, label, heading } of [
    { path: '/guide/start/quick-start', label: 'Copy page as Markdown', heading: '# Quick start' },
    { path: '/zh/guide/start/quick-start', label: '复制本页 Markdown', heading: '# 快速上手' },
  ]) {
    test(`copies the page's Markdown on ${route}`, async ({ page }) => {
      await page.goto(route);
      const button = page.getByRole('button', { name: label });
      await expect(button).toBeVisible();
      await button.click();
      await expect(button).toHaveClass(/rp-llms-copy-button--success/);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(heading);
      expect(copied).toContain('```sh [npm]');
    });
  }
});
