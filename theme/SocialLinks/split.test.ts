import { describe, expect, it } from '@rstest/core';
import { SOCIAL_LINKS_SHOWN, splitSocialLinks } from './split';

describe('splitSocialLinks', () => {
  it('shows the first 3 links and moves the rest to the more-menu', () => {
    expect(SOCIAL_LINKS_SHOWN).toBe(3);
    expect(splitSocialLinks(['github', 'x', 'discord', 'bluesky', 'lark'])).toEqual({
      shown: ['github', 'x', 'discord'],
      hidden: ['bluesky', 'lark'],
    });
  });

  it('has no more-menu with 3 links or fewer', () => {
    expect(splitSocialLinks(['github', 'x', 'discord']).hidden).toEqual([]);
    expect(splitSocialLinks([]).shown).toEqual([]);
  });
});
