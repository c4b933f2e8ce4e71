/**
 * Turns the home page's `hero` frontmatter into what the Hero renders, filling
 * every field the page leaves out with the site's localised defaults.
 */

export type HeroActionTheme = 'brand' | 'alt';

export interface HeroFrontmatter {
  name?: string;
  text?: string;
  tagline?: string;
  image?: {
    src?: string | { light: string; dark: string };
    alt?: string;
    srcset?: string | string[];
    sizes?: string | string[];
  };
  actions?: { text: string; link: string; theme: HeroActionTheme }[];
}

/** Localised defaults: the site title and the i18n texts of the same names. */
export interface HeroDefaults {
  name: string;
  subtitle: string;
  slogan: string;
  quickStart: { text: string; link: string };
  introduction: { text: string; link: string };
}

export interface HeroImage {
  light: string;
  dark: string;
  alt: string;
  srcset?: string;
  sizes?: string;
}

export interface ResolvedHero {
  name: string;
  textLines: string[];
  tagline: string;
  actions: { text: string; link: string; theme: HeroActionTheme }[];
  image?: HeroImage;
}

/** `srcset` and `sizes` may be written as lists in YAML; the DOM wants one string. */
function joinList(value: string | string[] | undefined): string | undefined {
  const joined = (Array.isArray(value) ? value : [value]).filter(Boolean).join(', ');
  return joined || undefined;
}

export function resolveHero(
  hero: HeroFrontmatter | undefined,
  defaults: HeroDefaults,
): ResolvedHero {
  const textLines = (hero?.text ?? defaults.subtitle)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const src = hero?.image?.src;
  const image: HeroImage | undefined = src
    ? {
        light: typeof src === 'string' ? src : src.light,
        dark: typeof src === 'string' ? src : src.dark,
        alt: hero?.image?.alt ?? '',
        srcset: joinList(hero?.image?.srcset),
        sizes: joinList(hero?.image?.sizes),
      }
    : undefined;
  return {
    name: hero?.name ?? defaults.name,
    textLines,
    tagline: hero?.tagline ?? defaults.slogan,
    actions: hero?.actions ?? [
      { ...defaults.quickStart, theme: 'brand' },
      { ...defaults.introduction, theme: 'alt' },
    ],
    image,
  };
}
