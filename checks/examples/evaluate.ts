/**
 * What a built example is checked for: its expected error, the build log, files,
 * file trees and output shown after it, the files it names, and its type errors.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ExampleBlock } from '../../model/examples';
import { shapeKey } from './package-shape';
import { stripAnsi, summarizeOutput } from './process-output';
import { compareShownLog } from './shown-log';
import { compareShownOutput, listOutputs } from './shown-output';
import { compareShownRun } from './shown-run';
import type { UniqueBuild } from './unique-build';

/**
 * Output and expected text compared without line wrapping: tools such as tsgo
 * break a message over several lines, each prefixed with their name (`[tsgo] `).
 */
function normalizeForMatch(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*\[[\w-]+\]\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}
export function evaluate(build: UniqueBuild, block: ExampleBlock): string[] {
  const messages: string[] = [];
  const outcome = build.build ?? { ok: false, output: 'not built', ms: 0 };
  const output = stripAnsi(outcome.output);
  // A log is shown for failing builds (the error) and succeeding ones (a warning) alike.
  for (const shown of block.shownLogs)
    messages.push(...compareShownLog(output, build.dir, shown, block.location.file));
  if (block.expectError !== undefined) {
    if (outcome.ok)
      messages.push(`expected the build to fail with "${block.expectError}", but it succeeded`);
    else if (!normalizeForMatch(output).includes(normalizeForMatch(block.expectError))) {
      messages.push(
        `the build failed as expected, but its output does not contain "${block.expectError}":\n${summarizeOutput(output).join('\n')}`,
      );
    }
    return messages;
  }
  if (!outcome.ok) messages.push(`build failed:\n${summarizeOutput(output).join('\n')}`);
  else {
    const missing = block.files.filter((file) => !existsSync(path.join(build.dir, file)));
    if (missing.length) {
      messages.push(
        `files= expects ${missing.join(', ')}, which the build did not write; it wrote: ${listOutputs(build.dir).join(', ') || 'nothing'}`,
      );
    }
    for (const shown of block.shownOutputs) messages.push(...compareShownOutput(build.dir, shown));
    for (const shown of block.shownRuns)
      messages.push(...compareShownRun(build.dir, shown, block.location.file));
    for (const shape of block.packageShapes) {
      for (const message of build.shapeMessages.get(shapeKey(shape)) ?? [])
        messages.push(`the package.json at line ${shape.line}: ${message}`);
    }
    const missingFromTree = block.treeFiles.filter(
      (entry) => !existsSync(path.join(build.dir, entry.path)),
    );
    if (missingFromTree.length) {
      const listed = missingFromTree
        .map((entry) => `${entry.path} (line ${entry.line})`)
        .join(', ');
      messages.push(
        `the file tree after this example lists ${listed}, which the build did not write; it wrote: ${listOutputs(build.dir).join(', ') || 'nothing'}`,
      );
    }
    for (const tree of block.completeTrees) {
      const listed = new Set(block.treeFiles.map((entry) => entry.path));
      const unlisted = listOutputs(build.dir).filter(
        (file) => file.startsWith(`${tree.root}/`) && !listed.has(file),
      );
      if (unlisted.length)
        messages.push(
          `the file tree at line ${tree.line} leaves out ${unlisted.join(', ')}, which the build wrote under ${tree.root}/`,
        );
    }
  }
  for (const error of build.typeErrors) {
    messages.push(
      `type error at ${block.location.file}:${block.location.codeLine + error.line - 1}: ${error.message}`,
    );
  }
  return messages;
}
