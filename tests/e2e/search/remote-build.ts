/**
 * The remote-mode test site (remote-site.config.ts) built into
 * `.cache/doc_build_remote`, once: by `npm test` beside the site's own build,
 * where the cores have room, or by the first browser worker that needs it
 * when it is missing or older than the code it is built from. It has a build
 * cache of its own (DOCS_OUT_DIR), so the two builds can run at once.
 * Run as a script, it builds when needed and exits.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const root = process.cwd();
export const remoteBuildDir = path.join(root, '.cache/doc_build_remote');
const marker = path.join(remoteBuildDir, '.built');
const lockDir = `${remoteBuildDir}.lock`;
const configFile = path.join(root, 'tests/e2e/search/remote-site.config.ts');

/** Newest modification time of the code the remote build depends on. */
function newestSource(): number {
  let newest = statSync(path.join(root, 'rspress.config.ts')).mtimeMs;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else newest = Math.max(newest, statSync(file).mtimeMs);
    }
  };
  for (const dir of ['theme', 'search', 'site', 'tests/e2e/search']) walk(path.join(root, dir));
  return newest;
}

const isFresh = () => existsSync(marker) && statSync(marker).mtimeMs > newestSource();

export async function ensureRemoteBuild() {
  const deadline = Date.now() + 240_000;
  mkdirSync(path.dirname(lockDir), { recursive: true });
  while (!isFresh()) {
    try {
      mkdirSync(lockDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process is building: wait for it.
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      if (!isFresh()) {
        await promisify(execFile)('npx', ['rspress', 'build', '-c', configFile], {
          cwd: root,
          env: { ...process.env, DOCS_OUT_DIR: remoteBuildDir },
          maxBuffer: 64 * 1024 * 1024,
        });
        writeFileSync(marker, new Date().toISOString());
      }
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureRemoteBuild();
  console.log(`remote-mode test site ready in ${path.relative(root, remoteBuildDir)}`);
}
