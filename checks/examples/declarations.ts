/**
 * Declaration generators a package.json fence names with `declarations="…"`
 * (see model/package-shapes.ts): the tool a library's build script runs
 * after `rslib build` when Rslib's `dts` cannot describe its modules. Each runs
 * in the built example, writing into its `dist/`, before the shape is packed.
 */
import { createRequire } from 'node:module';
import type { DeclarationGenerator } from '../../model/package-shapes';
import { runTool } from './run-tool';

const require = createRequire(import.meta.url);

/** Problems of one generator run (empty when it wrote the declarations). */
type Generate = (dir: string) => Promise<string[]>;

const generators: Record<DeclarationGenerator, Generate> = {
  // The Vue page's build script: `vue-tsc -p tsconfig.json --declaration
  // --emitDeclarationOnly --outDir dist`. vue-tsc 3 drives TypeScript's
  // JavaScript API, which TypeScript 7 lacks, so it runs on ts5's tsc (5.9).
  'vue-tsc': async (dir) => {
    const script = `require(${JSON.stringify(require.resolve('vue-tsc'))}).run(${JSON.stringify(require.resolve('ts5/lib/tsc.js'))})`;
    // tsc reads its arguments from process.argv.slice(2); with -e the first
    // argument stands where a script path would be.
    const args = ['vue-tsc', '-p', 'tsconfig.json', '--declaration', '--emitDeclarationOnly'];
    const result = await runTool(
      process.execPath,
      ['-e', script, ...args, '--outDir', 'dist'],
      dir,
    );
    return result.code === 0
      ? []
      : [`vue-tsc (on TypeScript 5) failed with code ${result.code}:\n${result.output.trim()}`];
  },
};

export function generateDeclarations(generator: DeclarationGenerator, dir: string) {
  return generators[generator](dir);
}
