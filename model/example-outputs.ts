/**
 * The recorded outputs of the docs' main examples (written by check:examples,
 * read by the site build): which pages are recorded, and how an example and
 * an output are named in the record.
 */
import { createHash } from 'node:crypto';
import { blankComments } from './code-comments';
import { withoutNotation } from './code-notation';

/** Where the record lives, relative to the repository root. */
export const exampleOutputsFolder = 'generated/example-outputs';

/** What one build wrote: every file with its size, and the texts a reader may open. */
export interface ExampleOutput {
  files: { path: string; size: number }[];
  /** Text files up to a size limit, the example's folder written `<root>`. */
  texts: Record<string, string>;
}

/** Page file → hash of an example's code → output id. */
export type ExampleOutputIndex = Record<string, Record<string, string>>;

/**
 * Pages whose examples show their output: the lib options and the guides
 * about what a build emits.
 */
const recordedPagePatterns = [
  /^docs\/(en|zh)\/config\/lib\/[\w-]+\.mdx$/,
  /^docs\/(en|zh)\/guide\/basic\/output-(format|structure)\.mdx$/,
  /^docs\/(en|zh)\/guide\/advanced\/(dts|css|assets|json-files|svgr-files|wasm|web-workers|module-federation)\.mdx$/,
];

export function isRecordedPage(file: string): boolean {
  return recordedPagePatterns.some((pattern) => pattern.test(file));
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * An example in the record: the hash of its fixture and of its code as built
 * (change notation applied) without comments, which do not shape the
 * output: translating an example's comments keeps its record.
 */
export function fenceCodeHash(code: string, fixture: string): string {
  return hash(`${fixture}\n${blankComments(withoutNotation(code))}`);
}

/** An output's id: the hash of its content, so identical outputs are stored once. */
export function exampleOutputId(output: ExampleOutput): string {
  return hash(JSON.stringify(output));
}
