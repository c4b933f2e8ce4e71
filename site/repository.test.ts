import { describe, expect, test } from '@rstest/core';
import { docsSourceBaseUrl, resolveSiteRepository } from './repository';

describe('site repository', () => {
  test('is unset without SITE_REPOSITORY and takes it without a trailing slash', () => {
    expect(resolveSiteRepository(undefined)).toBeUndefined();
    expect(resolveSiteRepository('  ')).toBeUndefined();
    expect(resolveSiteRepository(' https://git.example.com/me/docs/ ')).toBe(
      'https://git.example.com/me/docs',
    );
  });

  test('rejects what is not an http(s) URL', () => {
    expect(() => resolveSiteRepository('github.com/me/docs')).toThrow(/SITE_REPOSITORY/);
    expect(() => resolveSiteRepository('ssh://git@github.com/me/docs')).toThrow(/http or https/);
  });

  test('no repository, no docs base URL', () => {
    expect(docsSourceBaseUrl(undefined, 'main')).toBeUndefined();
  });

  test('the docs base URL points at the docs folder of a branch', () => {
    expect(docsSourceBaseUrl('https://github.com/me/docs', 'main')).toBe(
      'https://github.com/me/docs/blob/main/docs',
    );
  });
});
