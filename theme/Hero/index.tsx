import { useFrontmatter, useI18n, useLang } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';
import type { siteTexts } from '../../site/i18n';
import { publicAssetUrl } from '../chrome/publicAssetUrl';
import { type HeroFrontmatter, resolveHero } from './resolveHero';
import { StarField } from './StarField';
import './index.css';

export interface HeroProps {
  /** Show the field of 35 stars that drift toward the pointer. */
  showStars?: boolean;
  /** Show the blurred oval glow behind the hero. */
  showOvalBg?: boolean;
}

/**
 * The landing hero: name, text lines, tagline, actions and a light/dark image
 * from the page's `hero` frontmatter (localised defaults fill the gaps), over
 * an optional star field and oval glow.
 */
export function Hero({ showStars = true, showOvalBg = true }: HeroProps) {
  const { frontmatter } = useFrontmatter();
  const t = useI18n<typeof siteTexts>();
  const lang = useLang();
  const prefix = lang && lang !== 'en' ? `/${lang}` : '';
  const hero = resolveHero(frontmatter.hero as HeroFrontmatter | undefined, {
    name: 'Rslib',
    subtitle: t('subtitle'),
    slogan: t('slogan'),
    quickStart: { text: t('quickStart'), link: `${prefix}/guide/start/quick-start` },
    introduction: { text: t('introduction'), link: `${prefix}/guide/start/` },
  });

  return (
    <section className="rs-hero">
      {showOvalBg && <div className="rs-hero__oval" aria-hidden="true" />}
      {showStars && <StarField />}
      <div className="rs-hero__inner">
        <div className="rs-hero__content">
          <h1 className="rs-hero__name">{hero.name}</h1>
          {hero.textLines.map((line) => (
            <p className="rs-hero__text" key={line}>
              {line}
            </p>
          ))}
          <p className="rs-hero__tagline">{hero.tagline}</p>
          <div className="rs-hero__actions">
            {hero.actions.map((action) => (
              <Button
                key={action.link}
                type="a"
                href={action.link}
                theme={action.theme}
                className={`rs-hero__action rs-hero__action--${action.theme}`}
              >
                {action.text}
              </Button>
            ))}
          </div>
        </div>
        {hero.image && (
          <div className="rs-hero__image">
            {(['light', 'dark'] as const).map((scheme) => (
              <img
                key={scheme}
                className={`rs-hero__image-img rs-hero__image-img--${scheme}`}
                src={publicAssetUrl(hero.image?.[scheme] ?? '')}
                srcSet={hero.image?.srcset}
                sizes={hero.image?.sizes}
                alt={hero.image?.alt}
                width={400}
                height={400}
                fetchPriority={scheme === 'light' ? 'high' : 'auto'}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The landing page's backdrop: a faint grid fading out from the top and two
 * soft colour washes, drawn with CSS only (no image request).
 */
export function LandingBackground() {
  return <div className="rs-landing-bg" aria-hidden="true" />;
}
