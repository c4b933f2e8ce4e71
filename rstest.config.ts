import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: [
    'theme/**/*.test.{ts,tsx}',
    'site/**/*.test.ts',
    'search/**/*.test.ts',
    'checks/**/*.test.ts',
    'scripts/**/*.test.ts',
  ],
  testEnvironment: 'node',
});
