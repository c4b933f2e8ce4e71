import { describe, expect, test } from '@rstest/core';
import { packageManagerCommands, splitProgram } from './commands';

// Expected lines are what Rspress 2.0.22's PackageManagerTabs shows for the same props.
describe('packageManagerCommands', () => {
  test('an added dev dependency, as the pages use it', () => {
    expect(packageManagerCommands('add @rslib/core -D')).toEqual({
      npm: 'npm add @rslib/core -D',
      yarn: 'yarn add @rslib/core -D',
      pnpm: 'pnpm add @rslib/core -D',
      bun: 'bun add @rslib/core -D',
      deno: 'deno add npm:@rslib/core -D',
    });
  });

  test('install with a package is add for every manager but npm; bare install stays', () => {
    expect(packageManagerCommands('install react')).toMatchObject({
      npm: 'npm install react',
      yarn: 'yarn add react',
      deno: 'deno add npm:react',
    });
    expect(packageManagerCommands('install --frozen-lockfile')).toMatchObject({
      yarn: 'yarn install --frozen-lockfile',
      pnpm: 'pnpm install --frozen-lockfile',
    });
  });

  test('dlx and exec prefixes; yarn create drops @latest; deno runs only the first package as npm:', () => {
    expect(packageManagerCommands('create-rslib@latest', { dlx: true })).toEqual({
      npm: 'npx create-rslib@latest',
      yarn: 'yarn dlx create-rslib@latest',
      pnpm: 'pnpm dlx create-rslib@latest',
      bun: 'bunx create-rslib@latest',
      deno: 'deno run -A npm:create-rslib@latest',
    });
    expect(packageManagerCommands('rslib build', { exec: true })).toMatchObject({
      npm: 'npx rslib build',
      yarn: 'yarn rslib build',
      deno: 'deno run -A npm:rslib build',
    });
    expect(packageManagerCommands('create rslib@latest')).toMatchObject({
      yarn: 'yarn create rslib',
      deno: 'deno init --npm rslib@latest',
    });
  });

  test('further tools follow the five, unconverted', () => {
    const commands = packageManagerCommands('install x', { additionalTools: ['ni'] });
    expect(Object.keys(commands)).toEqual(['npm', 'yarn', 'pnpm', 'bun', 'deno', 'ni']);
    expect(commands.ni).toBe('ni install x');
  });
});

test('splitProgram keeps the space with the rest, as the code block colours them', () => {
  expect(splitProgram('pnpm add x -D')).toEqual(['pnpm', ' add x -D']);
  expect(splitProgram('bunx')).toEqual(['bunx', '']);
});
