/**
 * What the installed @rslib/core offers, derived from the package itself so that
 * nothing here is hand-maintained: a field, flag or export added by a future
 * Rslib appears in these lists (and so as "missing" in check:content) by itself.
 *
 * - options: the config fields Rslib declares in its own type declarations
 *   (walked with the TypeScript 5.9 compiler API; TypeScript 7 has no JS API);
 * - CLI: commands and flags parsed from `rslib --help` and each command's help;
 * - JS API: the module's runtime exports and the methods of a `createRslib()` instance.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'ts5';
import { stripAnsi } from '../examples/process-output';

export interface ConfigOption {
  /** Property names from the root of RslibConfig, e.g. ['lib', 'dts', 'bundle', 'bundledPackages']. */
  segments: string[];
  /** Display form: `lib.dts.bundle.bundledPackages`, `lib.shims.cjs['import.meta.url']`. */
  path: string;
  deprecated: boolean;
}

/** `['lib', 'shims', 'cjs', 'import.meta.url']` → `lib.shims.cjs['import.meta.url']`. */
export function formatOptionPath(segments: string[]): string {
  return segments
    .map((segment, index) => {
      if (/^[A-Za-z_$][\w$]*$/.test(segment)) return index === 0 ? segment : `.${segment}`;
      return `['${segment}']`;
    })
    .join('');
}

function packageRoot(repoRoot: string): string {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  return path.dirname(require.resolve('@rslib/core/package.json'));
}

/**
 * Every field of `RslibConfig` that @rslib/core declares itself, recursively:
 * `lib` and its Rslib fields with their sub-fields, the shared top-level fields
 * (declared through `Pick<LibConfig, …>`) and the `output` fields that
 * `RslibOutputConfig` re-declares. Fields Rslib inherits from Rsbuild are not
 * listed (they are declared in @rsbuild/core). Array element types are entered,
 * without a segment for the array.
 */
export function collectConfigOptions(repoRoot: string): ConfigOption[] {
  const coreRoot = realpathSync(packageRoot(repoRoot));
  const typesRoot = path.join(coreRoot, 'dist-types');
  const entry = path.join(typesRoot, 'index.d.ts');
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read ${entry}`);
  const exported = checker
    .getExportsOfModule(moduleSymbol)
    .find((symbol) => symbol.name === 'RslibConfig');
  if (!exported) throw new Error('@rslib/core does not export RslibConfig');
  const rslibConfig = checker.getDeclaredTypeOfSymbol(
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
  );

  const declaredByRslib = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((declaration) => {
      const file = declaration.getSourceFile().fileName;
      return path.resolve(file).startsWith(typesRoot + path.sep);
    });
  const isDeprecated = (symbol: ts.Symbol) =>
    symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');

  /** The object types a field's value can be, for recursion. */
  const objectParts = (type: ts.Type): ts.Type[] => {
    if (type.isUnion()) return type.types.flatMap(objectParts);
    if (checker.isArrayType(type))
      return checker.getTypeArguments(type as ts.TypeReference).flatMap(objectParts);
    if (type.flags & ts.TypeFlags.Object || type.isIntersection()) {
      if (type.getCallSignatures().length) return [];
      return [type];
    }
    return [];
  };

  const options: ConfigOption[] = [];
  const seen = new Set<string>();
  const walk = (type: ts.Type, prefix: string[], depth: number) => {
    if (depth > 8) return;
    for (const part of objectParts(type)) {
      for (const property of checker.getPropertiesOfType(part)) {
        if (!declaredByRslib(property)) continue;
        const segments = [...prefix, property.name];
        const key = segments.join('\u0000');
        if (seen.has(key)) continue;
        seen.add(key);
        options.push({
          segments,
          path: formatOptionPath(segments),
          deprecated: isDeprecated(property),
        });
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        const propertyType = declaration
          ? checker.getTypeOfSymbolAtLocation(property, declaration)
          : checker.getTypeOfSymbol(property);
        walk(checker.getNonNullableType(propertyType), segments, depth + 1);
      }
    }
  };
  walk(rslibConfig, [], 0);
  return options;
}

export interface CliFlag {
  /** Long form, e.g. `--dist-path`; negations such as `--no-bundle` are listed separately. */
  flag: string;
  commands: string[];
}

export interface CliSurface {
  commands: string[];
  flags: CliFlag[];
}

function runHelp(repoRoot: string, args: string[]): string {
  const bin = path.join(packageRoot(repoRoot), 'bin/rslib.js');
  const result = spawnSync(process.execPath, [bin, ...args, '--help'], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return stripAnsi(`${result.stdout}${result.stderr}`);
}

/** Commands from the root help's Commands block; flags from each command's Options block. */
export function parseHelp(text: string): { commands: string[]; flags: string[] } {
  const commands: string[] = [];
  const flags: string[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const header = /^(\w[\w ]*):\s*$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      continue;
    }
    if (section === 'Commands') {
      const command = /^ {2}([a-z][\w-]*)\s{2,}\S/.exec(line);
      if (command?.[1]) commands.push(command[1]);
    }
    if (section === 'Options') {
      const option = /^\s+(?:-\w,\s+)?(--[\w-]+)/.exec(line);
      if (option?.[1]) flags.push(option[1]);
      for (const negation of line.matchAll(/use (--no-[\w-]+)/g))
        if (negation[1]) flags.push(negation[1]);
    }
  }
  return { commands, flags };
}

export function collectCli(repoRoot: string): CliSurface {
  const root = parseHelp(runHelp(repoRoot, []));
  const flags = new Map<string, Set<string>>();
  const add = (flag: string, command: string) =>
    flags.set(flag, (flags.get(flag) ?? new Set()).add(command));
  for (const command of root.commands) {
    for (const flag of parseHelp(runHelp(repoRoot, [command])).flags) add(flag, command);
  }
  return {
    commands: root.commands,
    flags: [...flags].map(([flag, commands]) => ({ flag, commands: [...commands] })),
  };
}

export interface ApiSurface {
  exports: string[];
  instanceMethods: string[];
}

/** Runtime exports of @rslib/core and the keys of an instance created in an empty directory. */
export async function collectApi(repoRoot: string): Promise<ApiSurface> {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const core = (await import(pathToFileURL(require.resolve('@rslib/core')).href)) as Record<
    string,
    unknown
  > & {
    createRslib(options: { cwd: string }): Promise<object>;
  };
  const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'rslib-api-'));
  try {
    const instance = await core.createRslib({ cwd: emptyDir });
    return { exports: Object.keys(core).sort(), instanceMethods: Object.keys(instance).sort() };
  } finally {
    rmSync(emptyDir, { recursive: true, force: true });
  }
}
