/**
 * What the builds of the main examples write, recorded for the pages: the
 * site shows each recorded example's `dist/` files with their sizes and
 * texts (site/plugins/example-outputs.ts). check:examples compares every
 * fresh build of a recorded page with the record and fails, naming the
 * example, when they differ; `--update-outputs` rewrites the record.
 *
 * generated/example-outputs/index.json maps a page file to its examples (by
 * the hash of the fence's code) and each example to an output id; the
 * output, `<id>.json`, is shared by the identical en and zh examples.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ExampleOutput,
  type ExampleOutputIndex,
  exampleOutputId,
  exampleOutputsFolder,
  fenceCodeHash,
  isRecordedPage,
} from '../../model/example-outputs';
import type { ExampleBlock } from '../../model/examples';
import { federationDifferences, isFederationOutput, pathAsIdentifier } from './federation-output';
import { listOutputs, normalizeShownOutput } from './shown-output';

/** Texts larger than this are left out (the view gives their size only). */
const maxTextBytes = 24 * 1024;
const textExtensions = /\.(m?js|cjs|d\.[cm]?ts|ts|css|json|html|txt)$/;

/**
 * A file's size as if the example's folder were `<root>`: source maps and
 * `import.meta.url` shims carry the absolute folder, whose length differs
 * from one run to the next.
 */
function sizeWithoutFolder(content: Buffer, written: [string, string][]): number {
  let size = content.length;
  for (const [text, placeholder] of written) {
    const folder = Buffer.from(text);
    let count = 0;
    for (
      let at = content.indexOf(folder);
      at !== -1;
      at = content.indexOf(folder, at + folder.length)
    )
      count++;
    size -= count * (folder.length - placeholder.length);
  }
  return size;
}

const withoutHashes = (name: string) => name.replace(/\b[0-9a-f]{8,}\b/g, '[hash]');

/**
 * The files a build wrote, with sizes, and the texts worth reading. `inputs`:
 * the library's own files outside `src/` (fixture folders such as `public/`),
 * which were there before the build. `repoRoot`: the repository, whose
 * `node_modules` a Module Federation build names in an identifier
 * (federation-output.ts): written `_root_node_modules_`.
 */
export function readBuildOutput(
  dir: string,
  inputs: Set<string> = new Set(),
  repoRoot?: string,
): ExampleOutput {
  const written: [string, string][] = [[dir, '<root>']];
  if (repoRoot)
    written.push([
      `${pathAsIdentifier(path.resolve(repoRoot))}_node_modules_`,
      '_root_node_modules_',
    ]);
  const files = listOutputs(dir).filter(
    (file) => !file.startsWith('.rstack/') && !inputs.has(file),
  );
  const output: ExampleOutput = { files: [], texts: {} };
  for (const file of files) {
    const size = sizeWithoutFolder(readFileSync(path.join(dir, file)), written);
    // A content hash in a name changes with the folder the build ran in
    // (Module Federation chunks): `[hash]`, as in the texts.
    const name = withoutHashes(file);
    output.files.push({ path: name, size });
    if (textExtensions.test(file) && !file.endsWith('.map') && size <= maxTextBytes) {
      const text = written
        .slice(1)
        .reduce(
          (result, [token, placeholder]) => result.split(token).join(placeholder),
          readFileSync(path.join(dir, file), 'utf8'),
        );
      output.texts[name] = normalizeShownOutput(text, dir);
    }
  }
  // Sorted by the names as recorded: a hash no longer orders them.
  output.files.sort((a, b) => (a.path === b.path ? a.size - b.size : a.path < b.path ? -1 : 1));
  output.texts = Object.fromEntries(
    Object.entries(output.texts).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return output;
}

export function readOutputIndex(repoRoot: string): ExampleOutputIndex {
  const file = path.join(repoRoot, exampleOutputsFolder, 'index.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExampleOutputIndex) : {};
}

export interface FreshOutput {
  block: ExampleBlock;
  output: ExampleOutput;
}

function readRecordedOutput(repoRoot: string, id: string): ExampleOutput | undefined {
  const file = path.join(repoRoot, exampleOutputsFolder, `${id}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExampleOutput) : undefined;
}

/**
 * Whether a fresh output matches the recorded one: the same bytes, or, for a
 * Module Federation build, the same but for what the folder changes.
 */
function matchesRecord(repoRoot: string, id: string | undefined, fresh: ExampleOutput): boolean {
  if (id === undefined) return false;
  if (id === exampleOutputId(fresh)) return true;
  const recorded = isFederationOutput(fresh) ? readRecordedOutput(repoRoot, id) : undefined;
  return recorded !== undefined && federationDifferences(recorded, fresh).length === 0;
}

/**
 * The recorded page's examples whose fresh output differs from the record
 * (or that have none), and recorded examples no longer on the page.
 */
export function compareOutputs(
  repoRoot: string,
  fresh: FreshOutput[],
): { block?: ExampleBlock; file: string; message: string }[] {
  const index = readOutputIndex(repoRoot);
  const problems: { block?: ExampleBlock; file: string; message: string }[] = [];
  const refresh = 'npx tsx checks/check-examples.ts --update-outputs';
  const seen = new Map<string, Set<string>>();
  for (const { block, output } of fresh) {
    const page = block.location.file;
    const hash = fenceCodeHash(block.code, block.fixture);
    seen.set(page, (seen.get(page) ?? new Set()).add(hash));
    const recorded = index[page]?.[hash];
    if (matchesRecord(repoRoot, recorded, output)) continue;
    const recordedOutput =
      recorded === undefined ? undefined : readRecordedOutput(repoRoot, recorded);
    const details =
      recordedOutput && isFederationOutput(output)
        ? ` (${federationDifferences(recordedOutput, output).join('; ')})`
        : '';
    problems.push({
      block,
      file: page,
      message: recorded
        ? `the recorded output of this example (${exampleOutputsFolder}/${recorded}.json) differs from what its build wrote${details}; run \`${refresh}\` if the change is intended`
        : `this example has no recorded output; run \`${refresh}\``,
    });
  }
  for (const [page, hashes] of seen)
    for (const hash of Object.keys(index[page] ?? {}))
      if (!hashes.has(hash))
        problems.push({
          file: page,
          message: `the recorded outputs list an example (code ${hash}) that is no longer on the page; run \`${refresh}\``,
        });
  return problems;
}

/**
 * Writes the record of the fresh outputs: the pages built in this run
 * (`builtPages`, also those left with no recorded example) are replaced,
 * other pages kept; outputs no page refers to are removed.
 */
export function updateOutputs(
  repoRoot: string,
  fresh: FreshOutput[],
  builtPages: Set<string> = new Set(),
): number {
  const folder = path.join(repoRoot, exampleOutputsFolder);
  mkdirSync(folder, { recursive: true });
  const index = readOutputIndex(repoRoot);
  const previous = structuredClone(index);
  for (const page of new Set([...builtPages, ...fresh.map(({ block }) => block.location.file)]))
    index[page] = {};
  for (const { block, output } of fresh) {
    const page = block.location.file;
    const hash = fenceCodeHash(block.code, block.fixture);
    // A federation build that differs from its record only by the folder keeps the record.
    const kept = previous[page]?.[hash];
    const freshId = exampleOutputId(output);
    const id = kept && matchesRecord(repoRoot, kept, output) ? kept : freshId;
    (index[page] as Record<string, string>)[hash] = id;
    if (id === freshId)
      writeFileSync(path.join(folder, `${id}.json`), `${JSON.stringify(output)}\n`);
  }
  const sorted = Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(folder, 'index.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  const used = new Set(Object.values(sorted).flatMap((examples) => Object.values(examples)));
  for (const file of readdirSync(folder))
    if (file !== 'index.json' && !used.has(file.replace(/\.json$/, '')))
      rmSync(path.join(folder, file));
  return used.size;
}

export { isRecordedPage };
