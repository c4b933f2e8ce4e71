import { describe, expect, test } from '@rstest/core';
import { defaultSiteRepository, docsSourceBaseUrl, resolveSiteRepository } from './repository';

describe('site repository', () => {
  test('defaults to the constant and takes SITE_REPOSITORY without a trailing slash', () => {
    expect(resolveSiteRepository(undefined)).toBe(defaultSiteRepository);
    expect(resolveSiteRepository(' https://git.example.com/me/docs/ ')).toBe(
      'https://git.example.com/me/docs',
    );
  });

  test('rejects what is not an http(s) URL', () => {
    expect(() => resolveSiteRepository('github.com/me/docs')).toThrow(/SITE_REPOSITORY/);
    expect(() => resolveSiteRepository('ssh://git@github.com/me/docs')).toThrow(/http or https/);
  });

  test('the docs base URL points at the docs folder of a branch', () => {
    expect(docsSourceBaseUrl('https://github.com/me/docs', 'main')).toBe(
      'https://github.com/me/docs/blob/main/docs',
    );
  });
});
