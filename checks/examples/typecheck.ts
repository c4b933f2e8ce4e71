/** TypeScript 7 over the examples, errors mapped back to the MDX line. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripAnsi } from './process-output';
import type { UniqueBuild } from './unique-build';

/**
 * Runs TypeScript 7 once over `files` with the settings examples are written for,
 * and returns what it printed (nothing when every file type-checks).
 */
export async function runTypeScript(
  repoRoot: string,
  runDir: string,
  files: string[],
): Promise<string> {
  const tsconfigPath = path.join(runDir, 'tsconfig.typecheck.json');
  writeFileSync(
    tsconfigPath,
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          allowJs: true,
          checkJs: true,
          resolveJsonModule: true,
          esModuleInterop: true,
          types: ['node'],
          typeRoots: [path.join(repoRoot, 'node_modules/@types')],
        },
        files,
      },
      null,
      2,
    ),
  );
  return new Promise<string>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
        '-p',
        tsconfigPath,
        '--pretty',
        'false',
      ],
      { cwd: runDir },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.on('close', () => resolve(text));
  });
}
/**
 * Type-checks every built example's config file in one TypeScript 7 run. The
 * files stay in their fixture copies so relative imports resolve as in the build.
 */
export async function typecheckBuilds(
  repoRoot: string,
  runDir: string,
  builds: UniqueBuild[],
): Promise<string> {
  const byFile = new Map<string, UniqueBuild>();
  for (const build of builds) byFile.set(path.join(build.dir, build.block.title), build);
  const output = await runTypeScript(repoRoot, runDir, [...byFile.keys()]);
  const unmatched: string[] = [];
  let current: { line: number; message: string } | undefined;
  for (const line of stripAnsi(output).split('\n')) {
    const match = /^(.+?)\((\d+),(\d+)\): (error TS\d+: .*)$/.exec(line);
    if (match) {
      const file = path.resolve(runDir, match[1] as string);
      const build = byFile.get(file);
      current = { line: Number(match[2]), message: `${match[4]} (column ${match[3]})` };
      if (build) build.typeErrors.push(current);
      else unmatched.push(line);
    } else if (/^\s+\S/.test(line) && current) {
      current.message += `\n${line.trimEnd()}`;
    } else if (line.trim()) {
      current = undefined;
      unmatched.push(line);
    }
  }
  return unmatched.join('\n');
}
