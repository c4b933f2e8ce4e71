/**
 * Published package shapes: a `package.json` fence with an entry-point field
 * (`exports`, `main`, `module`, `types`, `typings`) describes what a library
 * publishes, so check:examples packs the example before it with that file and
 * runs publint and @arethetypeswrong/cli on it. Fragments without an entry-point
 * field (`scripts`, `engines`, `bin`) are not shapes. Two attributes opt out,
 * each with its reason: `partial="…"` (not a whole package.json, or files the
 * config does not write) and `bad-shape="…"` (a shape shown as a mistake; it
 * must sit next to a checked one in the same section, the fix). A checked shape
 * may name attw rules the page explains: `attw-ignore="<rule> …: <reason>"`
 * (attw's own rule names, e.g. `internal-resolution-error`); every other
 * problem of publint and attw still fails it. A shape whose declarations come
 * from a tool run after `rslib build` names it: `declarations="vue-tsc"`; the
 * check runs that tool in the built example before packing it.
 */
import { withoutNotation } from './code-notation';
import type { CodeFence } from './fences';

export interface PackageShape {
  /** The package.json as shown. */
  json: Record<string, unknown>;
  line: number;
  /** attw rules the page explains (`attw-ignore`); attw itself rejects an unknown name. */
  attwIgnore: string[];
  /** The tool that writes the declarations after the Rslib build (`declarations`). */
  declarations?: DeclarationGenerator;
}

/** Tools a shape may name in `declarations="…"`; checks/examples/declarations.ts runs them. */
export const declarationGenerators = ['vue-tsc'] as const;
export type DeclarationGenerator = (typeof declarationGenerators)[number];
const isDeclarationGenerator = (value: string): value is DeclarationGenerator =>
  (declarationGenerators as readonly string[]).includes(value);

export const entryPointFields = ['exports', 'main', 'module', 'types', 'typings'];

export type PackageFence =
  | { kind: 'shape'; shape: PackageShape }
  | { kind: 'bad-shape'; reason: string }
  | { kind: 'partial' }
  | { kind: 'problem'; message: string };

/** What a fence titled `package.json` is, or undefined for any other fence. */
export function packageFence(fence: CodeFence): PackageFence | undefined {
  const { values } = fence.attrs;
  if (values.title !== 'package.json' || !['json', 'jsonc', 'json5'].includes(fence.lang))
    return undefined;
  for (const key of ['partial', 'bad-shape'] as const) {
    if (key in values && !values[key]?.trim())
      return { kind: 'problem', message: `${key}="" needs a reason` };
  }
  if ('partial' in values && 'bad-shape' in values)
    return { kind: 'problem', message: 'a package.json fence is either partial or bad-shape' };
  const attwIgnore = parseAttwIgnore(values['attw-ignore']);
  if (typeof attwIgnore === 'string') return { kind: 'problem', message: attwIgnore };
  const declarations = values.declarations;
  if (declarations !== undefined && !isDeclarationGenerator(declarations))
    return {
      kind: 'problem',
      message: `declarations="${declarations}" is not a known declaration generator (known: ${declarationGenerators.join(', ')})`,
    };
  let json: unknown;
  try {
    json = JSON.parse(withoutNotation(fence.code));
  } catch (error) {
    if ('partial' in values) return { kind: 'partial' };
    return {
      kind: 'problem',
      message: `package.json is not valid JSON: ${(error as Error).message}`,
    };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { kind: 'problem', message: 'package.json is not a JSON object' };
  if (!entryPointFields.some((field) => field in json)) return undefined;
  if ('partial' in values) return { kind: 'partial' };
  if ('bad-shape' in values) return { kind: 'bad-shape', reason: values['bad-shape'] as string };
  return {
    kind: 'shape',
    shape: {
      json: json as Record<string, unknown>,
      line: fence.line,
      attwIgnore,
      declarations,
    },
  };
}

/** `attw-ignore="rule-a rule-b: reason"` → the rules, or a problem message. */
function parseAttwIgnore(value: string | undefined): string[] | string {
  if (value === undefined) return [];
  const match = /^([a-z0-9 -]+):\s*(\S.*)$/.exec(value.trim());
  if (!match) return 'attw-ignore="…" is "<rule> …: <reason>", e.g. "internal-resolution-error: …"';
  return (match[1] as string).trim().split(/\s+/);
}
