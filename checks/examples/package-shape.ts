/**
 * A package.json shown for a library, checked the way its author would before
 * publishing: written into the built example (after the declaration generator
 * it names, if any, has run there), packed with `npm pack` (offline,
 * no scripts), then `publint` on the tarball (errors and warnings fail) and
 * `@arethetypeswrong/cli` on the same tarball (no DefinitelyTyped lookup). The
 * attw profile follows what the shape claims to support: `strict` (every
 * resolution mode, node10 included) when it has a top-level `main`; `node16`
 * when its only CommonJS entry is a `require` condition; `esm-only` when it has
 * no CommonJS entry.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import type { PackageShape } from '../../model/package-shapes';
import { generateDeclarations } from './declarations';
import { runTool } from './run-tool';

export type AttwProfile = 'strict' | 'node16' | 'esm-only';

/** The attw profile for the resolution modes a shape claims: see the module comment. */
export function attwProfile(json: Record<string, unknown>): AttwProfile {
  if ('main' in json) return 'strict';
  return /"require"\s*:/.test(JSON.stringify(json.exports ?? null)) ? 'node16' : 'esm-only';
}

/**
 * The shape as written into the example: the page's fields, with `name` and
 * `version` taken from the fixture when the page leaves them out (npm needs them
 * to pack; they do not change the shape).
 */
export function packageJsonFor(
  shape: PackageShape,
  fixture: Record<string, unknown>,
): Record<string, unknown> {
  return { name: fixture.name, version: fixture.version ?? '0.0.0', ...shape.json };
}

/** Shapes with the same key are checked once per build. */
export const shapeKey = (shape: PackageShape) =>
  JSON.stringify([shape.json, shape.attwIgnore, shape.declarations]);

/** Problems of one shape in a built example directory (empty when both tools pass). */
export async function checkPackageShape(
  repoRoot: string,
  dir: string,
  shape: PackageShape,
): Promise<string[]> {
  if (shape.declarations) {
    const problems = await generateDeclarations(shape.declarations, dir);
    if (problems.length) return problems;
  }
  const packageFile = path.join(dir, 'package.json');
  const original = readFileSync(packageFile, 'utf8');
  const pkg = packageJsonFor(shape, JSON.parse(original) as Record<string, unknown>);
  writeFileSync(packageFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const packDir = mkdtempSync(path.join(os.tmpdir(), 'package-shape-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const packed = await runTool(
      npm,
      ['pack', '--ignore-scripts', '--offline', '--json', '--pack-destination', packDir],
      dir,
    );
    const filename =
      packed.code === 0 ? /"filename":\s*"([^"]+)"/.exec(packed.stdout)?.[1] : undefined;
    if (!filename) return [`npm pack failed:\n${packed.output.trim()}`];
    const tarball = path.join(packDir, filename.replace(/^@/, '').replace('/', '-'));
    const messages: string[] = [];
    const data = readFileSync(tarball);
    const linted = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
      level: 'warning',
      strict: true,
    });
    const lint = linted.messages
      .filter((message) => message.type !== 'suggestion')
      .map(
        (message) => `  ${message.type}: ${formatMessage(message, linted.pkg, { color: false })}`,
      );
    if (lint.length) messages.push(`publint rejects the packed package:\n${lint.join('\n')}`);
    const profile = attwProfile(pkg);
    const attw = await runTool(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
        tarball,
        '--profile',
        profile,
        '--no-definitely-typed',
        '--format',
        'ascii',
        '--no-emoji',
        '--no-color',
        ...(shape.attwIgnore.length ? ['--ignore-rules', ...shape.attwIgnore] : []),
      ],
      dir,
    );
    const ignoring = shape.attwIgnore.length ? ` --ignore-rules ${shape.attwIgnore.join(' ')}` : '';
    if (attw.code !== 0)
      messages.push(
        `@arethetypeswrong/cli (--profile ${profile}${ignoring}) rejects the packed package:\n${attw.output.trim()}`,
      );
    return messages;
  } finally {
    writeFileSync(packageFile, original);
    rmSync(packDir, { recursive: true, force: true });
  }
}
