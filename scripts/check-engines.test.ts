import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { engineProblems } from './check-engines';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(range: string, nvmrc: string, packages: Record<string, object>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'engines-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: { node: range } }));
  writeFileSync(path.join(dir, '.nvmrc'), `${nvmrc}\n`);
  writeFileSync(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({ packages: { '': {}, ...packages } }),
  );
  return dir;
}

describe('engineProblems', () => {
  it('names a dependency whose engines refuse the running Node (as @axe-core/playwright 4.14 did)', () => {
    const dir = project('^20.19.0 || >=22.12.0', '20', {
      'node_modules/@axe-core/playwright': { engines: { node: '>=22.12.0' } },
      'node_modules/@biomejs/cli-win32-x64': { optional: true, engines: { node: '>=99' } },
    });
    expect(engineProblems(dir, '20.20.2')).toEqual([
      '@axe-core/playwright requires Node >=22.12.0',
    ]);
    expect(engineProblems(dir, '22.12.0')).toEqual([]);
  });

  it('lets the bench-only Lighthouse and Puppeteer ask for a newer Node, nothing else', () => {
    const dir = project('^20.19.0 || >=22.12.0', '20', {
      'node_modules/lighthouse': { dev: true, engines: { node: '>=22.19' } },
      'node_modules/puppeteer-core': { dev: true, engines: { node: '>=22.12.0' } },
      'node_modules/lighthouse-plugin-x': { dev: true, engines: { node: '>=22.19' } },
    });
    expect(engineProblems(dir, '20.20.2')).toEqual(['lighthouse-plugin-x requires Node >=22.19']);
  });

  it('refuses a Node outside our range and an .nvmrc outside it', () => {
    const dir = project('^20.19.0 || >=22.12.0', '18', {});
    expect(engineProblems(dir, '22.11.0')).toEqual([
      'Node 22.11.0 does not satisfy package.json engines.node "^20.19.0 || >=22.12.0"',
      '.nvmrc "18" names no version inside engines.node "^20.19.0 || >=22.12.0"',
    ]);
  });

  it('passes on the repository itself with the running Node', () => {
    expect(engineProblems(path.join(__dirname, '..'), process.versions.node)).toEqual([]);
  });
});
