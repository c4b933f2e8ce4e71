/**
 * The case check:anchors exists for: after one good build, a dead anchor added
 * to an unchanged-looking page passes a second `rspress build`, whose persistent
 * cache keeps the page's earlier compile. check:anchors still finds it.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { checkAnchors } from './anchors';

const repoRoot = path.resolve(__dirname, '../..');
const rspressBin = path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js');
mkdirSync(path.join(repoRoot, '.cache'), { recursive: true });
const dir = mkdtempSync(path.join(repoRoot, '.cache', 'anchors-warm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build() {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.NODE_ENV;
  return spawnSync(process.execPath, [rspressBin, 'build'], { cwd: dir, env, encoding: 'utf8' });
}

describe('check:anchors on a warm build cache', () => {
  it('reports a dead anchor that a second, cached rspress build lets through', () => {
    writeFileSync(
      path.join(dir, 'rspress.config.ts'),
      `import { defineConfig } from '@rspress/core';
import site from ${JSON.stringify(path.join(repoRoot, 'rspress.config.ts'))};
export default defineConfig({
  root: 'docs',
  outDir: 'out',
  title: 'Warm cache',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  markdown: site.markdown,
  route: { cleanUrls: true },
});
`,
    );
    for (const lang of ['en', 'zh']) {
      mkdirSync(path.join(dir, 'docs', lang, 'guide'), { recursive: true });
      writeFileSync(
        path.join(dir, 'docs', lang, 'guide/features.mdx'),
        '---\ntitle: Features\n---\n\n# Features\n\n## Output {#output}\n\nText.\n',
      );
      writeFileSync(
        path.join(dir, 'docs', lang, 'guide/glossary.mdx'),
        '---\ntitle: Glossary\n---\n\n# Glossary\n\nSee [output](/guide/features#output).\n',
      );
    }
    expect(build().status).toBe(0);
    expect(checkAnchors(dir, path.join(dir, 'docs'), path.join(dir, 'out'))).toEqual([]);

    appendFileSync(
      path.join(dir, 'docs/en/guide/glossary.mdx'),
      'See [the features page](/guide/features#no-such-anchor).\n',
    );
    build();
    expect(checkAnchors(dir, path.join(dir, 'docs'), path.join(dir, 'out'))).toEqual([
      {
        file: 'docs/en/guide/glossary.mdx',
        line: 8,
        message:
          '/guide/features#no-such-anchor: /guide/features has no element with id "no-such-anchor"',
      },
    ]);
  });
});
