import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

// What theme/routes/route.ts replaces in the browser build. An upgrade of
// Rspress that changes its route service, or who imports it, fails here:
// compare the new route.js with ours and update both pins.
const rspress = path.resolve('node_modules/@rspress/core');
const runtime = path.join(rspress, 'dist/runtime');
const routeJs = readFileSync(path.join(runtime, 'route.js'), 'utf8');
const ours = readFileSync(path.join(import.meta.dirname, 'route.ts'), 'utf8');

function exportedNames(source: string): string[] {
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim()),
  );
  const declared = [...source.matchAll(/^export (?:function|const) (\w+)/gm)].map(
    (match) => match[1] ?? '',
  );
  return [...listed, ...declared].filter(Boolean).sort();
}

function importersOfRouteJs(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => /from "\.\.?\/route\.js"/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(folder, file))
    .sort();
}

describe("Rspress's route service, replaced in the browser build", () => {
  it('is the one of @rspress/core 2.0.22, unchanged', () => {
    const { version } = JSON.parse(readFileSync(path.join(rspress, 'package.json'), 'utf8'));
    expect(version).toBe('2.0.22');
    expect(createHash('sha256').update(routeJs).digest('hex')).toBe(
      'e74b46cf18de2cc8170619f9604eba9942494da13d3a7ffe7a7023c8fdaa4fd1',
    );
  });

  it('is imported only by the runtime modules whose import the plugin replaces', () => {
    expect(importersOfRouteJs(path.join(rspress, 'dist'))).toEqual([
      'runtime/Content.js',
      'runtime/csrClientEntry.js',
      'runtime/hooks/useActiveMatcher.js',
      'runtime/index.js',
      'runtime/initPageData.js',
      'runtime/ssrClientEntry.js',
    ]);
  });

  it('has the same exports as ours', () => {
    expect(exportedNames(ours)).toEqual(exportedNames(routeJs));
    expect(exportedNames(routeJs)).toEqual([
      'isActive',
      'matchPath',
      'pathnameToRouteService',
      'preloadLink',
      'redirectToCleanUrl',
    ]);
  });
});
