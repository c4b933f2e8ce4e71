/**
 * Module Federation builds, compared without what the repository's folder
 * changes. The federation plugin imports its runtime by absolute path
 * (`<repo>/node_modules/@module-federation/webpack-bundler-runtime/…`), so:
 * - that path, written as an identifier (`_work_main_node_modules_…`), is in
 *   the remote entry and the main chunk (readBuildOutput writes it
 *   `_root_node_modules_…`);
 * - the modules whose name holds an absolute path (the runtime import, the
 *   shared and remote modules) get other deterministic module ids, and a
 *   changed id can change the length of its neighbours' ids.
 * Built twice from clones in two folders, the outputs differ in exactly those
 * ids and nothing else (file names, chunk ids, manifests, declarations and
 * every other byte agree). The record keeps one real build; the comparison
 * reads texts with module ids erased, and the sizes of the large chunks,
 * whose text is not recorded, within what id lengths can change.
 */
import type { ExampleOutput } from '../../model/example-outputs';

/** An output with a federation manifest: a Module Federation build. */
export function isFederationOutput(output: ExampleOutput): boolean {
  return output.files.some((file) => /(^|\/)mf-manifest\.json$/.test(file.path));
}

/** A path as rspack writes it into an identifier: `/work/main` → `_work_main`. */
export function pathAsIdentifier(folder: string): string {
  return folder.replace(/[^A-Za-z0-9_$]+/g, '_');
}

/** Module ids in `__webpack_require__("id")` and in module definitions (`{id(module,…`) erased. */
export function withoutModuleIds(text: string): string {
  return text
    .replace(/__webpack_require__\((?:"[^"]*"|\d+)\)/g, '__webpack_require__(#)')
    .replace(
      /([{,])(?:"[^"]*"|[\w$]+)\((module|__unused_rspack_module|__webpack_module__|exports)\b/g,
      '$1#($2',
    );
}

/** The bytes id lengths may move a large chunk by: a byte or two per id, some ids per chunk. */
const sizeSlack = (size: number) => Math.max(32, Math.round(size * 0.001));

/** How a fresh federation build differs from its record, beyond the ids (empty when it does not). */
export function federationDifferences(recorded: ExampleOutput, fresh: ExampleOutput): string[] {
  const found: string[] = [];
  const sizes = new Map(fresh.files.map((file) => [file.path, file.size]));
  for (const { path, size } of recorded.files) {
    const freshSize = sizes.get(path);
    const recordedText = recorded.texts[path];
    const freshText = fresh.texts[path];
    if (freshSize === undefined) found.push(`${path} is recorded but was not written`);
    else if (recordedText !== undefined || freshText !== undefined) {
      if (withoutModuleIds(recordedText ?? '') !== withoutModuleIds(freshText ?? ''))
        found.push(`${path}: text differs beyond module ids`);
    } else if (Math.abs(freshSize - size) > sizeSlack(size))
      found.push(`${path}: ${freshSize} bytes, recorded ${size}`);
  }
  for (const path of sizes.keys())
    if (!recorded.files.some((file) => file.path === path))
      found.push(`${path} was written but is not recorded`);
  return found;
}
