/**
 * Reads the defaults of the installed @rslib/core from the tool itself: for each
 * format and target, `createRslib(...).inspectConfig()` of a one-item config, and
 * for the same target `createRsbuild(...).inspectConfig()` of plain Rsbuild, both
 * in production mode (what `rslib build` and `rsbuild build` use). Both results
 * are flattened to `path → JSON value` (the normalized Rsbuild config under
 * `rsbuild.`, the Rspack config under `rspack.`), and the record keeps every path
 * whose value differs between Rsbuild and at least one format.
 *
 * The library the configs are inspected in is written fresh each time: a
 * package.json with one package in each dependency field (the externals depend
 * on them) and a `src/index.ts`.
 */

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { RslibConfig } from '@rslib/core';

export const formats = ['esm', 'cjs', 'umd', 'mf', 'iife'] as const;
export const targets = ['node', 'web'] as const;
export type Format = (typeof formats)[number];
export type Target = (typeof targets)[number];

/** One target: Rsbuild's value and each format's value of every path that differs. */
export interface TargetRecord {
  rsbuild: Record<string, string>;
  formats: Record<Format, Record<string, string>>;
}
export interface DefaultsRecord {
  rslibVersion: string;
  rsbuildVersion: string;
  /** `output.target` when the config sets none: Rsbuild's and each format's. */
  defaultTarget: { rsbuild: string } & Record<Format, string>;
  targets: Record<Target, TargetRecord>;
}

/** The dependency fields of the inspected library, one package each. */
export const dependencyFields = {
  dependencies: 'dep-a',
  peerDependencies: 'peer-b',
  optionalDependencies: 'opt-c',
  devDependencies: 'dev-d',
} as const;

/**
 * Parts of the configs that are not settings a reader chooses or sees: plugin
 * instances, loader rules with absolute loader paths, Rsbuild's hook functions,
 * and the dev server (not used by a build).
 */
const skippedPaths = [
  /^rsbuild\.plugins\b/,
  /^rsbuild\.tools\.(rspack|bundlerChain|postcss|swc\.env)\b/,
  /^rsbuild\.(dev|server)\b/,
  /^rsbuild\.root$/,
  /^rspack\.(plugins|module\.rules|context|entry|name|infrastructureLogging|stats|watchOptions)\b/,
  /^rspack\.cache\.(version|storage|buildDependencies)\b/,
  /^rspack\.output\.path$/,
  /^rspack\.resolve\.alias\b/,
  /^rsbuild\.resolve\.alias\b/,
];

/**
 * Settings the Defaults page names as the same in Rslib and Rsbuild: recorded
 * even when equal, so that a change to them fails the check too.
 */
export const recordedWhenEqual = [
  'rspack.devtool',
  'rsbuild.output.sourceMap.css',
  'rsbuild.output.legalComments',
  'rsbuild.output.cleanDistPath',
  'rsbuild.output.injectStyles',
  'rsbuild.output.polyfill',
  'rsbuild.output.cssModules.namedExport',
  'rsbuild.output.cssModules.auto',
  'rsbuild.source.decorators.version',
  'rsbuild.source.entry.index',
];

const builtins = new Set(builtinModules);

/**
 * An externals list, written as what it contains: Node.js's built-in modules
 * (the exact list depends on the Node.js version running the check) and the
 * dependency fields whose package is matched.
 */
function describeExternals(value: unknown[]): string[] {
  const described: string[] = [];
  const add = (item: string) => {
    if (!described.includes(item)) described.push(item);
  };
  for (const item of value) {
    if (typeof item === 'string' && (builtins.has(item) || item === 'pnpapi')) {
      add('<node built-ins>');
      continue;
    }
    const source = item instanceof RegExp ? item.source : typeof item === 'string' ? item : '';
    if (source === '^node:') {
      add('<node built-ins>');
      continue;
    }
    const field = Object.entries(dependencyFields).find(([, name]) => source.includes(name));
    if (field) add(`<${field[0]}>`);
    else if (source.includes('@swc/helpers')) add('@swc/helpers');
    else add(typeof item === 'string' ? item : `/${source}/`);
  }
  return described;
}

function toJson(value: unknown, root: string, repoRoot: string): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') return '[function]';
    if (item instanceof RegExp) return `/${item.source}/`;
    // Plugin instances (the minimizer) are written as their name and options.
    if (item && typeof item === 'object' && Object.getPrototypeOf(item) !== Object.prototype) {
      if (Array.isArray(item)) return item;
      const named = item as { name?: string; _args?: unknown };
      return { plugin: named.name ?? item.constructor.name, options: named._args };
    }
    return item;
  });
  return (text ?? 'undefined').split(root).join('<root>').split(repoRoot).join('<repo>');
}

function flatten(
  value: unknown,
  prefix: string,
  out: Record<string, string>,
  root: string,
  repoRoot: string,
) {
  if (skippedPaths.some((pattern) => pattern.test(prefix))) return out;
  if (/\.externals$|^rspack\.externals$/.test(prefix) && Array.isArray(value)) {
    out[prefix] = JSON.stringify(describeExternals(value));
    return out;
  }
  const plain =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype;
  if (plain && Object.keys(value).length > 0) {
    // `import.meta.url` in source.define and `.js` in extensionAlias are keys, not paths.
    for (const [key, item] of Object.entries(value)) {
      const step = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
      flatten(item, `${prefix}${step}`, out, root, repoRoot);
    }
  } else out[prefix] = toJson(value, root, repoRoot);
  return out;
}

interface Inspected {
  origin: {
    environmentConfigs: Record<string, unknown>;
    bundlerConfigs: unknown[];
  };
}

function flattenInspected(result: Inspected, root: string, repoRoot: string) {
  const environment = Object.values(result.origin.environmentConfigs)[0];
  const bundler = result.origin.bundlerConfigs[0];
  return {
    ...flatten(environment, 'rsbuild', {}, root, repoRoot),
    ...flatten(bundler, 'rspack', {}, root, repoRoot),
  };
}

function writeLibrary(root: string) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'src'), { recursive: true });
  const manifest: Record<string, unknown> = { name: 'my-lib', version: '1.0.0', type: 'module' };
  for (const [field, name] of Object.entries(dependencyFields))
    manifest[field] = { [name]: '^1.0.0' };
  writeFileSync(path.join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(root, 'src/index.ts'), 'export const answer = 42;\n');
}

function installedVersion(repoRoot: string, name: string): string {
  const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export async function collectDefaults(repoRoot: string): Promise<DefaultsRecord> {
  const root = path.join(repoRoot, '.cache', `defaults-${process.pid}`);
  writeLibrary(root);
  // inspectConfig sets NODE_ENV for its mode; the caller's value is put back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { createRslib } = await import('@rslib/core');
    const { createRsbuild } = await import('@rsbuild/core');
    const { pluginModuleFederation } = await import('@module-federation/rsbuild-plugin');
    // One lib item of the format; the mf format needs the Module Federation plugin,
    // without which Rslib exits.
    const libConfig = (format: Format, target: Target | undefined): RslibConfig => ({
      lib: [target ? { format, output: { target } } : { format }],
      plugins: format === 'mf' ? [pluginModuleFederation({ name: 'my_lib' })] : [],
    });
    const record: DefaultsRecord = {
      rslibVersion: installedVersion(repoRoot, '@rslib/core'),
      rsbuildVersion: installedVersion(repoRoot, '@rsbuild/core'),
      defaultTarget: { rsbuild: '' } as DefaultsRecord['defaultTarget'],
      targets: {} as Record<Target, TargetRecord>,
    };
    const targetOf = (result: Inspected) =>
      flattenInspected(result, root, repoRoot)['rsbuild.output.target'] ?? 'undefined';
    record.defaultTarget.rsbuild = targetOf(
      (await (
        await createRsbuild({ cwd: root })
      ).inspectConfig({
        mode: 'production',
      })) as Inspected,
    );
    for (const format of formats) {
      const rslib = await createRslib({ cwd: root, config: libConfig(format, undefined) });
      record.defaultTarget[format] = targetOf(
        (await rslib.inspectConfig({ mode: 'production' })) as Inspected,
      );
    }
    for (const target of targets) {
      const rsbuild = await createRsbuild({ cwd: root, config: { output: { target } } });
      const base = flattenInspected(
        (await rsbuild.inspectConfig({ mode: 'production' })) as Inspected,
        root,
        repoRoot,
      );
      const byFormat = {} as Record<Format, Record<string, string>>;
      for (const format of formats) {
        const rslib = await createRslib({ cwd: root, config: libConfig(format, target) });
        byFormat[format] = flattenInspected(
          (await rslib.inspectConfig({ mode: 'production' })) as Inspected,
          root,
          repoRoot,
        );
      }
      const differing = new Set<string>();
      for (const format of formats)
        for (const key of new Set([...Object.keys(base), ...Object.keys(byFormat[format])]))
          if (base[key] !== byFormat[format][key]) differing.add(key);
      const keys = [...new Set([...differing, ...recordedWhenEqual])].sort();
      const pick = (values: Record<string, string>): Record<string, string> => {
        const picked: Record<string, string> = {};
        for (const key of keys) {
          const value = values[key];
          if (value !== undefined) picked[key] = value;
        }
        return picked;
      };
      record.targets[target] = {
        rsbuild: pick(base),
        formats: Object.fromEntries(
          formats.map((format) => [format, pick(byFormat[format])]),
        ) as Record<Format, Record<string, string>>,
      };
    }
    return record;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(root, { recursive: true, force: true });
  }
}
