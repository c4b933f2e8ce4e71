import { expect, test } from '@rstest/core';
import { isOptionHeading } from './optionHeading';

test('option names and values count, prose headings do not', () => {
  for (const name of [
    '`dts.bundle`',
    '`dts.bundle.bundledPackages`',
    '`esm`',
    'output.target',
    'autoExternal.dependencies',
    '`experiments.exe.targets[].platform`',
  ]) {
    expect(isOptionHeading(name), name).toBe(true);
  }
  for (const heading of [
    'Related',
    'Examples',
    'Sub-options',
    'How declarations are generated',
    'Replacement: `output.autoExternal`',
    'CLI flag `--auto-extension`',
    'Migrating from lib.autoExternal',
    '相关',
    '示例',
  ]) {
    expect(isOptionHeading(heading), heading).toBe(false);
  }
});
