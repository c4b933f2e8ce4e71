import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { installedRslibVersion } from './rslib-version';

const root = path.join(__dirname, '..');

describe('installedRslibVersion', () => {
  it('reads the version of the @rslib/core the site depends on', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@rslib/core/package.json'), 'utf8'),
    );
    expect(installedRslibVersion(root)).toBe(manifest.version);
  });
});
