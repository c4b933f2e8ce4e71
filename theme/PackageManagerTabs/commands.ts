/**
 * The command each package manager runs for a `<PackageManagerTabs command="…">`:
 * Rspress 2.0.22's conversion (PackageManagerTabs/index.js), which it does not
 * export, carried over unchanged so a page shows the same commands as with
 * Rspress's component. Compare with it after an Rspress upgrade.
 */

export const packageManagers = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;

export interface CommandOptions {
  /** Run a package's binary (`npx`, `yarn`, `pnpm`, `bun`, `deno run -A`). */
  exec?: boolean;
  /** Download and run a package (`npx`, `yarn dlx`, `pnpm dlx`, `bunx`, `deno run -A`). */
  dlx?: boolean;
  /** Further tools, each shown as `<tool> <command>`. */
  additionalTools?: readonly string[];
}

function prefix(packageManager: string, { exec, dlx }: CommandOptions): string {
  const dlxPrefixes: Record<string, string> = {
    npm: 'npx',
    yarn: 'yarn dlx',
    pnpm: 'pnpm dlx',
    bun: 'bunx',
    deno: 'deno run -A',
  };
  const execPrefixes: Record<string, string> = { npm: 'npx', deno: 'deno run -A' };
  if (dlx) return dlxPrefixes[packageManager] ?? packageManager;
  if (exec) return execPrefixes[packageManager] ?? packageManager;
  return packageManager;
}

/** Deno takes npm packages as `npm:<name>`; after `run`, only the first one is a package. */
function denoPackages(command: string): string {
  const parts = command.split(' ');
  const isRun = parts[1] === 'run';
  let transformedFirst = false;
  return parts
    .map((token, index) => {
      if (index >= 2 && !token.startsWith('-') && !token.includes(':') && !/^https?:/.test(token)) {
        if (isRun && transformedFirst) return token;
        transformedFirst = true;
        return `npm:${token}`;
      }
      return token;
    })
    .join(' ');
}

/** `install <package>` is `add` for every manager but npm; `yarn create` takes no `@latest`. */
function normalize(command: string): string {
  if (command.startsWith('yarn create'))
    return command.replace(/(yarn create [^\s]+)@latest/, '$1');
  if (command.startsWith('deno ')) {
    const initialised = command.replace(/deno create\s+([^\s]+)/, 'deno init --npm $1');
    if (!initialised.includes('install')) {
      if (initialised.includes('--npm') || initialised.includes('--jsr')) return initialised;
      return denoPackages(initialised);
    }
  }
  if (!command.includes('install')) return command;
  const bare = command
    .split(' ')
    .filter((part) => !part.startsWith('-'))
    .join(' ');
  if (['yarn install', 'pnpm install', 'bun install', 'deno install'].includes(bare))
    return command;
  const replaced = command.replace(/\binstall\b/, 'add');
  if (replaced.startsWith('deno ')) {
    if (replaced.includes('--npm') || replaced.includes('--jsr')) return replaced;
    return denoPackages(replaced);
  }
  return replaced;
}

/** Each tool's full command line for `command` (the part after the package manager's name). */
export function packageManagerCommands(
  command: string,
  options: CommandOptions = {},
): Record<string, string> {
  const commands: Record<string, string> = {};
  for (const tool of packageManagers) {
    const line = `${prefix(tool, options)} ${command}`;
    commands[tool] = tool === 'npm' ? line : normalize(line);
  }
  for (const tool of options.additionalTools ?? []) commands[tool] = `${tool} ${command}`;
  return commands;
}

/** `pnpm add x -D` → [`pnpm`, ` add x -D`]: the program and the rest, as the code block colours them. */
export function splitProgram(line: string): [string, string] {
  const program = line.split(' ')[0] ?? '';
  return [program, line.slice(program.length)];
}
