import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SwitchedOff } from './switched-off';

/** One message of the Nu HTML Checker's `--format json` output. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

export interface HtmlProblem {
  /** The page's file, relative to the build folder. */
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * The checker's errors that fail the stage: every error and every
 * non-document error (a file it could not read), except those a
 * switched-off entry matches. Warnings and infos are left out: the
 * checker's `--errors-only` would drop them too, but filtering here keeps
 * the raw output usable for a look at the warnings.
 */
export function htmlProblems(
  messages: VnuMessage[],
  buildRoot: string,
  allowed: SwitchedOff[],
): HtmlProblem[] {
  const problems: HtmlProblem[] = [];
  for (const item of messages) {
    if (item.type === 'info') continue;
    if (item.type === 'error' && allowed.some((entry) => entry.message.test(item.message)))
      continue;
    const file = item.url?.startsWith('file:') ? fileURLToPath(item.url) : item.url;
    problems.push({
      page: file ? path.relative(buildRoot, file) : '(no file)',
      line: item.lastLine,
      message: item.message,
      extract: item.extract?.replace(/\s+/g, ' ').trim(),
    });
  }
  return problems.sort((a, b) => a.page.localeCompare(b.page) || (a.line ?? 0) - (b.line ?? 0));
}

/** The checker's JSON output, or an error naming what it printed instead. */
export function parseVnuOutput(output: string): VnuMessage[] {
  try {
    const parsed = JSON.parse(output) as { messages?: VnuMessage[] };
    if (!Array.isArray(parsed.messages)) throw new Error('no "messages" array');
    return parsed.messages;
  } catch (error) {
    throw new Error(
      `the Nu HTML Checker's output is not its JSON report (${(error as Error).message}): ${output.slice(0, 300)}`,
    );
  }
}
