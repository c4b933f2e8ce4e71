/**
 * The floor the site is measured against: a one-page Rspress site with no
 * configuration, built by the same installed @rspress/core in a temporary
 * folder. Whatever the site downloads beyond it is what our theme, content
 * and configuration cost a reader.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuildTime {
  wallMs: number;
  /** User + system CPU time of the build, when /usr/bin/time can tell (less sensitive to load). */
  cpuMs?: number;
}

export interface BuiltSite {
  /** The folder `rspress build` wrote. */
  output: string;
  time: BuildTime;
  /** Removes what the build left behind (a no-op for the site itself). */
  dispose: () => void;
}

const floorPage = `# Hello

One page of a bare Rspress site.
`;

const timeCommand = '/usr/bin/time';

/** Runs `rspress build` in `cwd` with the root project's installed Rspress. */
export function rspressBuild(root: string, cwd: string): BuildTime {
  const command = [
    process.execPath,
    path.join(root, 'node_modules/@rspress/core/bin/rspress.js'),
    'build',
  ];
  const timed = existsSync(timeCommand);
  const timesFile = path.join(os.tmpdir(), `rslib-bench-time-${process.pid}.txt`);
  const stdio = ['ignore', 'ignore', 'inherit'] as const;
  const started = performance.now();
  const result = timed
    ? spawnSync(timeCommand, ['-f', '%U %S', '-o', timesFile, ...command], {
        cwd,
        stdio: [...stdio],
      })
    : spawnSync(process.execPath, command.slice(1), { cwd, stdio: [...stdio] });
  const wallMs = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`rspress build in ${cwd} failed (exit ${result.status})`);
  }
  if (!timed) return { wallMs };
  const [user = Number.NaN, system = Number.NaN] = readFileSync(timesFile, 'utf8')
    .trim()
    .split(/\s+/)
    .slice(-2)
    .map(Number);
  rmSync(timesFile, { force: true });
  return { wallMs, cpuMs: (user + system) * 1000 };
}

export function formatBuildTime({ wallMs, cpuMs }: BuildTime): string {
  const cpu = cpuMs === undefined ? '' : ` (CPU ${(cpuMs / 1000).toFixed(1)} s)`;
  return `${(wallMs / 1000).toFixed(1)} s${cpu}`;
}

export function buildFloorSite(root: string): BuiltSite {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rslib-bench-floor-'));
  try {
    mkdirSync(path.join(folder, 'docs'));
    writeFileSync(path.join(folder, 'docs/index.md'), floorPage);
    // Rspress's own defaults: no config file at all.
    writeFileSync(path.join(folder, 'package.json'), '{ "private": true, "type": "module" }\n');
    symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    const time = rspressBuild(root, folder);
    return {
      output: path.join(folder, 'doc_build'),
      time,
      dispose: () => rmSync(folder, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
