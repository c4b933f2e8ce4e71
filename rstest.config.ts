import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['theme/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'config/**/*.test.ts'],
  testEnvironment: 'node',
});
