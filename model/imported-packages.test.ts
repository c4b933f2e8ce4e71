import { describe, expect, it } from '@rstest/core';
import { importedPackages, packageOf } from './imported-packages';

describe('packages a project imports', () => {
  it('names the package of a specifier', () => {
    expect(packageOf('@rslib/core')).toBe('@rslib/core');
    expect(packageOf('@rsbuild/plugin-react/types')).toBe('@rsbuild/plugin-react');
    expect(packageOf('picocolors')).toBe('picocolors');
    expect(packageOf('./utils')).toBeUndefined();
    expect(packageOf('node:path')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
  });

  it('finds static, dynamic, side-effect and require imports', () => {
    const found = importedPackages([
      "import { defineConfig } from '@rslib/core';\nimport 'react';\n",
      'const vue = await import(\'vue\');\nconst x = require("lodash/merge");\n',
      "import type { A } from './a';\nimport fs from 'node:fs';\n",
    ]);
    expect([...found].sort()).toEqual(['@rslib/core', 'lodash', 'react', 'vue']);
  });
});
