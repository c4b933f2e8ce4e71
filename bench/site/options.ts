/** Command-line options of `npm run bench`. */
export interface BenchOptions {
  /** Lighthouse runs per page; the median is reported. */
  runs: number;
  lighthouse: boolean;
  /** Build the site first (off: measure the doc_build already there). */
  build: boolean;
  /** A build folder to measure instead of doc_build/ (builds nothing). */
  site?: string;
}

export const usage =
  'usage: npm run bench [-- --runs N] [--no-lighthouse] [--no-build] [--site DIR]\n' +
  '  --runs N          Lighthouse runs per page, median reported (default 3)\n' +
  '  --no-lighthouse   first-visit bytes only\n' +
  '  --no-build        measure the existing doc_build instead of building it\n' +
  '  --site DIR        measure the build in DIR (as DOCS_OUT_DIR wrote it); builds nothing';

export function parseBenchOptions(args: string[]): BenchOptions {
  const options: BenchOptions = { runs: 3, lighthouse: true, build: true };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--site') {
      const folder = args[++index];
      if (!folder) throw new Error(`--site wants a build folder\n${usage}`);
      options.site = folder;
      options.build = false;
    } else if (arg === '--runs' || arg?.startsWith('--runs=')) {
      const value = arg === '--runs' ? args[++index] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) {
        throw new Error(`--runs wants a whole number of at least 1, got "${value}"\n${usage}`);
      }
      options.runs = runs;
    } else throw new Error(`unknown option "${arg}"\n${usage}`);
  }
  return options;
}
