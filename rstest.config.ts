import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: [
    'theme/**/*.test.{ts,tsx}',
    'model/**/*.test.ts',
    'site/**/*.test.ts',
    'search/**/*.test.ts',
    'checks/**/*.test.ts',
    'scripts/**/*.test.ts',
  ],
  testEnvironment: 'node',
  // Test files share their worker's module cache instead of starting fresh:
  // no test mocks a module or changes the process (cwd, env), and loading
  // Rspress, Rslib and TypeScript anew for each file was a large share of the
  // stage.
  isolate: false,
});
