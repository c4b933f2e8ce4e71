/** The result of check:examples and how it is printed. */
import type { ExampleBlock, ExampleLocation, FenceProblem } from '../../model/examples';

export type BlockStatus = 'passed' | 'failed' | 'skipped';
export interface BlockResult {
  block: ExampleBlock;
  status: BlockStatus;
  /** Why it failed, with Rslib's output or the type errors (one entry per problem). */
  messages: string[];
  /** Key of the unique build it shares with identical blocks. */
  buildKey?: string;
}
export interface CheckExamplesReport {
  results: BlockResult[];
  uniqueBuilds: number;
  /** Blocks that import @rslib/core's defineConfig but carry no `rslib.config.*` title. */
  untitledConfigs: ExampleLocation[];
  /** Fences that are wrong in themselves (unknown flag, a source fence feeding no example). */
  fenceProblems: FenceProblem[];
  /** TypeScript output that belongs to no example (e.g. a broken fixture); fails the run. */
  typecheckProblems: string;
  timings: { totalMs: number; buildMs: number; shapesMs: number; typecheckMs: number };
  /** The slowest builds, slowest first, to see where the time goes. */
  slowest: { location: ExampleLocation; ms: number }[];
}
export function formatReport(report: CheckExamplesReport): { text: string; failed: boolean } {
  const lines: string[] = [];
  const byKey = new Map<string, BlockResult[]>();
  for (const result of report.results) {
    if (result.status !== 'failed') continue;
    const key = result.buildKey ?? `${result.block.location.file}:${result.block.location.line}`;
    byKey.set(key, [...(byKey.get(key) ?? []), result]);
  }
  for (const group of byKey.values()) {
    for (const result of group) {
      const { file, line } = result.block.location;
      lines.push(`✗ ${file}:${line} [${result.block.fixture}] ${result.block.title}`);
      for (const message of result.messages) {
        lines.push(...message.split('\n').map((text) => `    ${text}`));
      }
    }
  }
  const count = (status: BlockStatus) =>
    report.results.filter((result) => result.status === status).length;
  const failed = count('failed');
  for (const { location, message } of report.fenceProblems)
    lines.push(`✗ ${location.file}:${location.line}: ${message}`);
  if (report.typecheckProblems) {
    lines.push('✗ type-check reported problems outside the examples:');
    lines.push(...report.typecheckProblems.split('\n').map((text) => `    ${text}`));
  }
  lines.push(
    `check:examples: ${report.results.length} blocks (${report.uniqueBuilds} unique builds): ${count('passed')} passed, ${failed} failed, ${count('skipped')} skipped`,
  );
  for (const result of report.results) {
    if (result.status === 'skipped') {
      lines.push(
        `  skipped ${result.block.location.file}:${result.block.location.line}: ${result.block.partial}`,
      );
    }
  }
  if (report.untitledConfigs.length) {
    lines.push(
      `  not checked (imports @rslib/core's defineConfig but has no title="rslib.config.*"):`,
    );
    for (const location of report.untitledConfigs)
      lines.push(`    ${location.file}:${location.line}`);
  }
  const { totalMs, buildMs, shapesMs, typecheckMs } = report.timings;
  lines.push(
    `  time: ${(totalMs / 1000).toFixed(1)} s (builds ${(buildMs / 1000).toFixed(1)} s, of which package shapes ${(shapesMs / 1000).toFixed(1)} s, type-check ${(typecheckMs / 1000).toFixed(1)} s in parallel)`,
  );
  if (report.slowest.length) {
    const slowest = report.slowest.map(
      ({ location, ms }) => `${location.file}:${location.line} ${(ms / 1000).toFixed(1)} s`,
    );
    lines.push(`  slowest builds: ${slowest.join(', ')}`);
  }
  return {
    text: lines.join('\n'),
    failed: failed > 0 || report.typecheckProblems !== '' || report.fenceProblems.length > 0,
  };
}
