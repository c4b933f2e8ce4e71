import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { checkAnchors, pageLinks, resolveFragmentLink } from './anchors';

const root = mkdtempSync(path.join(os.tmpdir(), 'anchors-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe('pageLinks and resolveFragmentLink', () => {
  it('read Markdown and HTML links outside code, with their lines', () => {
    const source =
      '# A\n\nSee [x](/a#b) and <a href="/api/c#d">c</a>, not `[y](/e#f)`.\n\n```md\n[z](/g#h)\n```\n';
    expect(pageLinks(source)).toEqual([
      { line: 3, target: '/a#b', raw: false },
      { line: 3, target: '/api/c#d', raw: true },
    ]);
  });

  it('prefix Markdown links of Chinese pages, resolve same-page and relative links, skip external ones', () => {
    const zh = { lang: 'zh' as const, route: '/guide/start/glossary' };
    expect(
      resolveFragmentLink(zh, { line: 1, target: '/config/lib/dts#bundle', raw: false }),
    ).toEqual({
      route: '/zh/config/lib/dts',
      fragment: 'bundle',
    });
    expect(resolveFragmentLink(zh, { line: 1, target: '/api/core#x', raw: true })?.route).toBe(
      '/api/core',
    );
    expect(resolveFragmentLink(zh, { line: 1, target: '#terms', raw: false })?.route).toBe(
      '/zh/guide/start/glossary',
    );
    expect(
      resolveFragmentLink(zh, { line: 1, target: './features.mdx#a', raw: false })?.route,
    ).toBe('/zh/guide/start/features');
    expect(
      resolveFragmentLink(zh, { line: 1, target: 'https://x.dev/a#b', raw: false }),
    ).toBeUndefined();
    expect(
      resolveFragmentLink(zh, { line: 1, target: '/config/lib/dts', raw: false }),
    ).toBeUndefined();
  });
});

describe('checkAnchors', () => {
  it('reads the page sources and the built HTML, so a cached build cannot hide a dead anchor', () => {
    write('docs/en/guide/start/features.mdx', '# Features\n\n## Output {#output}\n');
    write(
      'docs/en/guide/start/glossary.mdx',
      '---\ntitle: Glossary\n---\n\n# Glossary\n\nSee [output](/guide/start/features#output).\nSee [the features page](/guide/start/features#no-such-anchor).\n',
    );
    write(
      'docs/zh/guide/start/glossary.mdx',
      '# 术语\n\n见[产物](/guide/start/features#output)。\n',
    );
    write('build/guide/start/features.html', '<h2 id="output">Output</h2>');
    const problems = checkAnchors(root, path.join(root, 'docs'), path.join(root, 'build'));
    expect(problems).toEqual([
      {
        file: 'docs/en/guide/start/glossary.mdx',
        line: 8,
        message:
          '/guide/start/features#no-such-anchor: /guide/start/features has no element with id "no-such-anchor"',
      },
      {
        file: 'docs/zh/guide/start/glossary.mdx',
        line: 3,
        message: '/guide/start/features#output: the build has no page /zh/guide/start/features',
      },
    ]);
  });
});
