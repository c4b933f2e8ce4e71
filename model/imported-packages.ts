/**
 * The packages a project's code imports by name: what its package.json must
 * list for `npm install && npx rslib build` to work on a reader's machine.
 */
import { builtinModules } from 'node:module';

const builtins = new Set(builtinModules);
const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+|@import\s+)(['"])([^'"\n]+)\1/gm;

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative, absolute and built-in → undefined. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || /^[a-z]+:/.test(specifier))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (!name || builtins.has(name)) return undefined;
  return name;
}

/** Every package the given sources import by name. */
export function importedPackages(sources: string[]): Set<string> {
  const packages = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(importPattern)) {
      const name = packageOf(match[2] as string);
      if (name) packages.add(name);
    }
  }
  return packages;
}
