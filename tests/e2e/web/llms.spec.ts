import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Sidebar } from '@rspress/core';
import { siteOrigin } from '../../../site/origin';
import { buildSidebar } from '../../../site/sidebar';
import { buildDir, builtPages, readBuilt, repoRoot } from './built-site';

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
      expect(index.startsWith('# Rslib\n')).toBe(true);
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

test.describe('Copy page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const { path: route, label, heading } of [
    { path: '/guide/start/quick-start', label: 'Copy page as Markdown', heading: '# Quick start' },
    { path: '/zh/guide/start/quick-start', label: '复制本页 Markdown', heading: '# 快速开始' },
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
