import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@rstest/core';
import { stripAnsi } from '../examples/process-output';

const repoRoot = path.resolve(__dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'layers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs check:layers' command on a tree of `files` (path → source). */
function cruise(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(work, 'tree-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  writeFileSync(path.join(dir, 'tsconfig.json'), '{"compilerOptions":{"module":"esnext"}}');
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      path.join(repoRoot, 'checks/layers/typescript-5.mjs'),
      path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      path.join(repoRoot, 'checks/layers/rules.cjs'),
      ...new Set(Object.keys(files).map((file) => file.split('/')[0] as string)),
    ],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  // Colours (when the runner asks for them) would split the names.
  const output = stripAnsi(result.stdout + result.stderr);
  return { status: result.status, output };
}

describe('check:layers', () => {
  test('fails on a model file that imports the site, naming both files', () => {
    const { status, output } = cruise({
      'model/pages.ts': "import type { Texts } from '../site/i18n';\nexport type T = Texts;\n",
      'site/i18n.ts': 'export type Texts = string;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('model/pages.ts → site/i18n.ts');
  });

  test('fails on the theme importing a check', () => {
    const { status, output } = cruise({
      'theme/Page/index.ts':
        "import { rule } from '../../checks/content/rule';\nexport { rule };\n",
      'checks/content/rule.ts': 'export const rule = 1;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('theme/Page/index.ts → checks/content/rule.ts');
  });

  test('passes the allowed direction: the site reading the model', () => {
    const { status } = cruise({
      'site/sidebar.ts': "import { langs } from '../model/routes';\nexport { langs };\n",
      'model/routes.ts': "export const langs = ['en', 'zh'];\n",
    });
    expect(status).toBe(0);
  });
});
