/**
 * Builds tiny Rspress sites with the site's own Markdown settings (taken from
 * rspress.config.ts) to check what only a build shows: a dead link or anchor
 * fails `rspress build` and names the file; a protocol-relative link is left
 * alone; every grammar the site highlights, `markup` included, is highlighted.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';

const repoRoot = path.resolve(__dirname, '..');
const rspressBin = path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js');
const cacheDir = path.join(repoRoot, '.cache');
mkdirSync(cacheDir, { recursive: true });
const created: string[] = [];

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** `extraConfig` is pasted into the site config object, `files` are written beside it. */
function buildSite(
  pages: Record<string, string>,
  { extraConfig = '', files = {} }: { extraConfig?: string; files?: Record<string, string> } = {},
) {
  const dir = mkdtempSync(path.join(cacheDir, 'site-build-'));
  created.push(dir);
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import site from ${JSON.stringify(path.join(repoRoot, 'rspress.config.ts'))};
export default defineConfig({
  root: 'docs',
  outDir: 'out',
  title: 'Build check',
  markdown: site.markdown,
  route: { cleanUrls: true },
  ${extraConfig}
});
`,
  );
  for (const [file, content] of Object.entries(pages)) {
    const target = path.join(dir, 'docs', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(process.execPath, [rspressBin, 'build'], {
    cwd: dir,
    env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    html: (page: string) => readFileSync(path.join(dir, 'out', page), 'utf8'),
  };
}

const target = '# Target\n\n## Real heading {#real}\n\nText.\n';

const fences = {
  markup: '<div class="card"><a href="/">Home</a></div>',
  shell: 'npm add @rslib/core -D',
  css: '.card { color: red; }',
  diff: '- old\n+ new',
  js: 'export const answer = 42;',
  jsx: 'export const App = () => <div className="app">Hi</div>;',
  json: '{ "name": "lib", "private": true }',
  tsx: 'export const Button = (props: { label: string }) => <button>{props.label}</button>;',
  ts: 'export function add(a: number, b: number): number { return a + b; }',
};

describe('rspress build with the site markdown settings', () => {
  it('highlights every spec grammar and leaves protocol-relative links alone', () => {
    const body = Object.entries(fences)
      .map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``)
      .join('\n\n');
    const result = buildSite({
      'index.md': `# Home\n\n[target](/target#real) and [CDN](//cdn.example.com/lib.js)\n\n${body}\n`,
      'target.md': target,
    });
    expect(result.output).not.toContain('Dead link');
    expect(result.status).toBe(0);
    const html = result.html('index.html');
    expect(html).toContain('href="//cdn.example.com/lib.js"');
    const blocks = html.split('<pre class="shiki').slice(1);
    expect(blocks).toHaveLength(Object.keys(fences).length);
    for (const block of blocks) {
      const code = block.slice(0, block.indexOf('</pre>'));
      const colours = new Set(code.match(/style="color:[^"]+"/g));
      expect(colours.size).toBeGreaterThan(1);
    }
  }, 180_000);

  it('leaves out global components on a page whose frontmatter switches them off', () => {
    const result = buildSite(
      {
        'index.md': '# Home\n',
        'with.md': '# With\n',
        'without.md': '---\nglobalUIComponents: false\n---\n\n# Without\n',
      },
      {
        extraConfig: "globalUIComponents: [path.join(__dirname, 'GlobalMarker.tsx')],",
        files: {
          'GlobalMarker.tsx':
            'export default function GlobalMarker() { return <div id="global-marker" />; }\n',
        },
      },
    );
    expect(result.status).toBe(0);
    expect(result.html('with.html')).toContain('id="global-marker"');
    expect(result.html('without.html')).not.toContain('id="global-marker"');
  }, 180_000);

  it('fails on a dead internal link and names the file', () => {
    const result = buildSite({
      'index.md': '# Home\n',
      'guide/broken-link.md': '# Broken\n\nSee [the missing page](/no-such-page).\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('Dead links found');
    expect(result.output).toContain('broken-link.md');
  }, 180_000);

  it('fails on a dead anchor and names the file', () => {
    const result = buildSite({
      'index.md': '# Home\n',
      'target.md': target,
      'guide/broken-anchor.md': '# Broken\n\nSee [a heading](/target#no-such-heading).\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('Dead anchors found');
    expect(result.output).toContain('broken-anchor.md');
  }, 180_000);
});
