import { describe, expect, it } from '@rstest/core';
import { differences, seededSample } from './check';

const output = (files: [string, number][], texts: Record<string, string> = {}) => ({
  files: files.map(([path, size]) => ({ path, size })),
  texts,
});

describe('a downloaded project against the record', () => {
  it('passes the same dist/ files, hashes in names aside', () => {
    const recorded = output([['dist/index.1234abcd.js', 10]], { 'dist/index.1234abcd.js': 'x' });
    const built = output([['dist/index.9999ffff.js', 12]], { 'dist/index.9999ffff.js': 'x' });
    expect(differences(recorded, built)).toEqual([]);
  });

  it('names a missing file, an extra file, a changed text and a changed binary', () => {
    const recorded = output(
      [
        ['dist/index.js', 10],
        ['dist/gone.js', 5],
        ['dist/logo.png', 100],
      ],
      { 'dist/index.js': 'a', 'dist/gone.js': 'b' },
    );
    const built = output(
      [
        ['dist/index.js', 10],
        ['dist/new.js', 5],
        ['dist/logo.png', 90],
      ],
      { 'dist/index.js': 'changed', 'dist/new.js': 'c' },
    );
    expect(differences(recorded, built)).toEqual([
      'dist/index.js: text differs',
      'dist/gone.js is recorded but was not written',
      'dist/logo.png: 90 bytes, recorded 100',
      'dist/new.js was written but is not recorded',
    ]);
  });

  it('samples the same items for the same seed, and others for another', () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    expect(seededSample(items, 5, 'a')).toEqual(seededSample(items, 5, 'a'));
    expect(seededSample(items, 5, 'a')).not.toEqual(seededSample(items, 5, 'b'));
    expect(new Set(seededSample(items, 50, 'a')).size).toBe(50);
  });
});
