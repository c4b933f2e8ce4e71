import { describe, expect, it } from '@rstest/core';
import { type HeroDefaults, resolveHero } from './resolveHero';

const defaults: HeroDefaults = {
  name: 'Rslib',
  subtitle: 'The Rsbuild-based library development tool',
  slogan: 'Create JavaScript libraries in a simple and intuitive way',
  quickStart: { text: 'Quick Start', link: '/guide/start/quick-start' },
  introduction: { text: 'Introduction', link: '/guide/start/' },
};

describe('resolveHero', () => {
  it('uses the localised defaults when the page sets no hero', () => {
    expect(resolveHero(undefined, defaults)).toEqual({
      name: 'Rslib',
      textLines: ['The Rsbuild-based library development tool'],
      tagline: 'Create JavaScript libraries in a simple and intuitive way',
      actions: [
        { text: 'Quick Start', link: '/guide/start/quick-start', theme: 'brand' },
        { text: 'Introduction', link: '/guide/start/', theme: 'alt' },
      ],
      image: undefined,
    });
  });

  it('splits the text into its lines and drops blank ones', () => {
    const hero = resolveHero({ text: 'First line\n\n  Second line \n' }, defaults);
    expect(hero.textLines).toEqual(['First line', 'Second line']);
  });

  it('keeps the page’s own name, tagline and actions', () => {
    const actions = [
      { text: '快速开始', link: '/zh/guide/start/quick-start', theme: 'brand' as const },
    ];
    const hero = resolveHero({ name: 'X', tagline: 'T', actions }, defaults);
    expect(hero.name).toBe('X');
    expect(hero.tagline).toBe('T');
    expect(hero.actions).toEqual(actions);
  });

  it('gives a light and a dark image, and joins srcset and sizes lists', () => {
    const hero = resolveHero(
      {
        image: {
          src: { light: '/l.svg', dark: '/d.svg' },
          alt: 'Logo',
          srcset: ['/a.png 1x', '/b.png 2x'],
          sizes: '300px',
        },
      },
      defaults,
    );
    expect(hero.image).toEqual({
      light: '/l.svg',
      dark: '/d.svg',
      alt: 'Logo',
      srcset: '/a.png 1x, /b.png 2x',
      sizes: '300px',
    });
  });

  it('uses a single image source for both schemes', () => {
    const hero = resolveHero({ image: { src: '/one.svg' } }, defaults);
    expect(hero.image).toMatchObject({ light: '/one.svg', dark: '/one.svg', alt: '' });
    expect(hero.image?.srcset).toBeUndefined();
  });
});
