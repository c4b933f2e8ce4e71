import {
  addLeadingSlash,
  addTrailingSlash,
  normalizeImagePath,
  useLang,
  useSite,
} from '@rspress/core/runtime';
import { Link } from '../Link';

/** The logo's size: Rspress's CSS draws it 1.6rem high; our logo (docs/public/rslib-logo.svg) is square. */
const LOGO_SIZE = 26;

/**
 * Rspress's nav title (logo and text, linking to the language's home page)
 * with the logo's width and height given, so that the page does not shift when
 * it loads, and an empty alternative text: the link is named by "Rslib" beside
 * it, not "logo Rslib".
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const { logo, logoText, logoHref, lang: defaultLang = '' } = site;
  const localeTitle = site.themeConfig?.locales?.find((locale) => locale.lang === lang)?.title;
  const title = (localeTitle ?? site.title) || 'Home';
  const home = addLeadingSlash(lang === defaultLang ? '/' : addTrailingSlash(lang));
  const images = !logo
    ? []
    : typeof logo === 'string'
      ? [{ src: logo, className: '' }]
      : [
          { src: logo.light, className: ' rp-nav__title__logo-image--light' },
          { src: logo.dark, className: ' rp-nav__title__logo-image--dark' },
        ];
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || home} className="rp-nav__title__link">
        {images.length > 0 && (
          <div className="rp-nav__title__logo">
            {images.map(({ src, className }) => (
              <img
                key={src}
                src={normalizeImagePath(src)}
                alt=""
                width={LOGO_SIZE}
                height={LOGO_SIZE}
                className={`rspress-logo rp-nav__title__logo-image${className}`}
              />
            ))}
          </div>
        )}
        {logoText && <span>{logoText}</span>}
        {images.length === 0 && !logoText && <span>{title}</span>}
      </Link>
    </div>
  );
}
