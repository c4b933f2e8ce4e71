import { describe, expect, it } from '@rstest/core';
import { examplesFromSource } from '../../model/examples';
import { compareShownLog } from './shown-log';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const config = fence(
  'ts title="rslib.config.ts" expect-error="Unsupported platform: web-worker"',
  "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ output: { target: 'web-worker' } });",
);
const log = fence(
  'text title="Terminal" output="log"',
  'error   Failed to build.\nerror   Unsupported platform: web-worker',
);
const problemsOf = (source: string) =>
  examplesFromSource(source, 'docs/en/x.mdx', new Set(['ts-lib'])).problems.map(
    ({ location, message }) => `${location.file}:${location.line}: ${message}`,
  );

describe('log fences (output="log")', () => {
  it('attach to the config example before them, an expect-error one included', () => {
    const { blocks, problems } = examplesFromSource(
      `# Output\n\n${config}\n${log}`,
      'docs/en/x.mdx',
      new Set(['ts-lib']),
    );
    expect(problems).toEqual([]);
    expect(blocks[0]?.expectError).toBe('Unsupported platform: web-worker');
    expect(blocks[0]?.shownLogs).toEqual([
      { code: 'error   Failed to build.\nerror   Unsupported platform: web-worker', line: 8 },
    ]);
    expect(blocks[0]?.shownOutputs).toEqual([]);
  });

  it('fail before any config example, empty or on a source fence, naming file and line', () => {
    expect(problemsOf(`# Output\n\n${log}\n${config}`)).toEqual([
      'docs/en/x.mdx:3: a log fence (output="log") needs an rslib.config example before it',
      expect.stringContaining('docs/en/x.mdx:8: expect-error="Unsupported platform: web-worker"'),
    ]);
    expect(
      problemsOf(`${fence('ts title="src/a.ts" source output="log"', 'x')}${config}${log}`),
    ).toEqual(['docs/en/x.mdx:1: a fence is either source or output, not both']);
    expect(problemsOf(`${config}\n${fence('text output="log"', ' \n…')}`)).toEqual([
      'docs/en/x.mdx:6: a log fence needs the lines the build prints',
      expect.stringContaining('docs/en/x.mdx:1: expect-error='),
    ]);
  });
});

describe('an expect-error example shows its error', () => {
  it('fails without a log fence or the text in the prose, naming file and line', () => {
    expect(problemsOf(`# Output\n\nThe build fails:\n\n${config}`)).toEqual([
      'docs/en/x.mdx:5: expect-error="Unsupported platform: web-worker" is shown nowhere on the page: add a log fence after the example (```text title="Terminal" output="log") with the lines the build prints, or quote the text in the prose',
    ]);
    // Another fence or the frontmatter is not the prose a reader reads the error in.
    const elsewhere = `---\ndescription: Unsupported platform: web-worker\n---\n\n${fence('text', 'Unsupported platform: web-worker')}\n${config}`;
    expect(problemsOf(elsewhere)).toHaveLength(1);
  });

  it('passes with a log fence, or with the text quoted in the prose (across a line break)', () => {
    expect(problemsOf(`${config}\n${log}`)).toEqual([]);
    expect(
      problemsOf(`The build stops with \`Unsupported platform:\nweb-worker\`:\n\n${config}`),
    ).toEqual([]);
  });
});

describe('compareShownLog', () => {
  const root = '/tmp/run-1/abc';
  const printed = [
    '\u001b[1m\u001b[31merror  \u001b[39m\u001b[22m Build error: ',
    'File: ./src/index.ts:1:1-38',
    `  × Module not found: Can't resolve 'mf_lib' in '${root}/src'`,
    '',
    'error   build failed in 0.06s',
    'error   Rspack build failed.',
    '    at build (/x/node_modules/@rslib/core/dist/index.js:3403:34)',
  ].join('\n');
  const shown = (code: string) => ({ code, line: 12 });

  it('passes an excerpt whose lines appear together and in order (ANSI, <root>, spaces normalised)', () => {
    const excerpt = `error   Build error:\nFile: ./src/index.ts:1:1-38\n× Module not found: Can't resolve 'mf_lib' in '<root>/src'`;
    expect(compareShownLog(printed, root, shown(excerpt), 'docs/en/mf.mdx')).toEqual([]);
  });

  it('fails a changed line with the fence’s file and line and a diff', () => {
    const excerpt = `File: ./src/index.ts:1:1-38\n× Module not found: Can't resolve 'mf-lib' in '<root>/src'`;
    const [message] = compareShownLog(printed, root, shown(excerpt), 'docs/en/mf.mdx');
    expect(message).toContain(
      'the build log shown at docs/en/mf.mdx:12 is not what the build printed',
    );
    expect(message).toContain('  File: ./src/index.ts:1:1-38');
    expect(message).toContain(`- × Module not found: Can't resolve 'mf-lib' in '<root>/src'`);
    expect(message).toContain(`+ × Module not found: Can't resolve 'mf_lib' in '<root>/src'`);
  });

  it('fails lines that are printed but not together or not in order', () => {
    const apart = 'File: ./src/index.ts:1:1-38\nerror   Rspack build failed.';
    expect(compareShownLog(printed, root, shown(apart), 'p.mdx')).toHaveLength(1);
    const reversed = 'error   Rspack build failed.\nerror   build failed in 0.06s';
    expect(compareShownLog(printed, root, shown(reversed), 'p.mdx')).toHaveLength(1);
  });

  it('takes any duration for a shown one, but not another message', () => {
    const otherTime = 'error   build failed in 1.2 s\nerror   Rspack build failed.';
    expect(compareShownLog(printed, root, shown(otherTime), 'p.mdx')).toEqual([]);
    const otherWords = 'error   build finished in 0.06s';
    expect(compareShownLog(printed, root, shown(otherWords), 'p.mdx')).toHaveLength(1);
  });

  it('leaves out printed lines at a … line, keeping the runs around it in order', () => {
    const elided = 'File: ./src/index.ts:1:1-38\n…\nerror   Rspack build failed.';
    expect(compareShownLog(printed, root, shown(elided), 'p.mdx')).toEqual([]);
    const swapped = 'error   Rspack build failed.\n...\nFile: ./src/index.ts:1:1-38';
    const [message] = compareShownLog(printed, root, shown(swapped), 'p.mdx');
    expect(message).toContain('- File: ./src/index.ts:1:1-38');
  });

  it('shows what the build printed when no shown line is there', () => {
    const [message] = compareShownLog(printed, root, shown('error   Failed to build.'), 'p.mdx');
    expect(message).toContain('- error   Failed to build.');
    expect(message).toContain('+ error   Rspack build failed.');
  });

  it('reads tsgo lines that the dts plugin split across two [tsgo] lines as one', () => {
    const split = [
      'error   Error occurred in esm declaration files generation.',
      '[tsgo] src/index.ts',
      "[tsgo] :1:26 - error TS2591: Cannot find name 'node:fs/promises'.",
      "[tsgo] 1 import { readFile } from 'node:fs/promises';",
    ].join('\n');
    const excerpt = `error   Error occurred in esm declaration files generation.\n[tsgo] src/index.ts:1:26 - error TS2591: Cannot find name 'node:fs/promises'.`;
    expect(compareShownLog(split, root, shown(excerpt), 'p.mdx')).toEqual([]);
    const changed = "[tsgo] src/index.ts:1:26 - error TS2304: Cannot find name 'node:fs/promises'.";
    expect(compareShownLog(split, root, shown(changed), 'p.mdx')).toHaveLength(1);
  });
});
