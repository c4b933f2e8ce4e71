/**
 * The version of Rslib these docs describe: the `@rslib/core` installed next
 * to the site, read when the site is built. The top bar shows it
 * (theme/NavTitle), so it changes with the dependency, never by hand.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The name the build defines for the theme: a string literal in the client code. */
export const RSLIB_VERSION_DEFINE = 'RSLIB_DOCS_VERSION';

/** The `version` of `@rslib/core` as resolved from `fromDir`. */
export function installedRslibVersion(fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const file = require.resolve('@rslib/core/package.json');
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+/.test(version)) {
    throw new Error(`${file}: no version to show in the top bar (found ${String(version)})`);
  }
  return version;
}
