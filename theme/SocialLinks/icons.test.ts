import { describe, expect, it } from '@rstest/core';
import { assertMaskedSocialIcons } from './icons';

describe('assertMaskedSocialIcons', () => {
  it('accepts preset icons drawn as masks and icons with their own SVG', () => {
    expect(() =>
      assertMaskedSocialIcons([
        { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rslib' },
        { icon: { svg: '<svg></svg>' }, mode: 'link', content: 'https://example.com' },
      ]),
    ).not.toThrow();
  });

  it('names a preset icon that has no mask', () => {
    expect(() =>
      assertMaskedSocialIcons([{ icon: 'bluesky', mode: 'link', content: 'https://bsky.app' }]),
    ).toThrow(/"bluesky" \(https:\/\/bsky.app\) has no mask/);
  });
});
