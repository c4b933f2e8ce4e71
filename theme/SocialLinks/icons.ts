import type { SocialLink } from '@rspress/core';

/**
 * Preset icons drawn as CSS masks (index.css): every page's HTML then carries
 * a class, not the SVG, and no page's JavaScript carries the SVGs either
 * (Rspress's `virtual-social-links` module is not imported).
 */
export const MASKED_SOCIAL_ICONS: ReadonlySet<string> = new Set(['github', 'x', 'discord']);

/**
 * Throws for a link whose preset icon has no mask: the top bar would show it
 * empty. Such a link needs a mask in index.css (and its name here), or an
 * `{ svg }` icon of its own.
 */
export function assertMaskedSocialIcons(links: readonly SocialLink[]): void {
  for (const link of links) {
    if (typeof link.icon === 'string' && !MASKED_SOCIAL_ICONS.has(link.icon)) {
      throw new Error(
        `themeConfig.socialLinks: the preset icon "${link.icon}" (${link.content}) has no mask ` +
          'in theme/SocialLinks/index.css; add one and its name to MASKED_SOCIAL_ICONS ' +
          '(theme/SocialLinks/icons.ts), or give the link an { svg } icon',
      );
    }
  }
}
