import {
  addLeadingSlash,
  addTrailingSlash,
  useI18n,
  useLang,
  useSite,
} from '@rspress/core/runtime';
import logoUrl from '../../docs/public/rslib-logo.svg?url';
import type { siteTexts } from '../../site/i18n';
import { Link } from '../Link';
import './index.css';

/** Defined at build time from the installed @rslib/core (site/rslib-version.ts). */
declare const RSLIB_DOCS_VERSION: string;

/** The logo's size: Rspress's CSS draws it 1.6rem high; our logo is square. */
const LOGO_SIZE = 26;

/**
 * Rspress's nav title (logo and text, linking to the language's home page)
 * with the logo's width and height given, so that the page does not shift when
 * it loads, and an empty alternative text: the link is named by "Rslib" beside
 * it, not "logo Rslib". The logo comes through the bundler, as a file with a
 * content hash under /static/ that browsers keep (docs/public/_headers); the
 * favicon and the social cards use the same file at the site's root.
 * After the link, the version of Rslib the docs describe: text, not a link,
 * named in full for screen readers.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const t = useI18n<typeof siteTexts>();
  const { logoText, logoHref, lang: defaultLang = '' } = site;
  const home = addLeadingSlash(lang === defaultLang ? '/' : addTrailingSlash(lang));
  return (
    <div className="rp-nav__title rs-nav-title">
      <Link href={logoHref || home} className="rp-nav__title__link">
        <div className="rp-nav__title__logo">
          <img
            src={logoUrl}
            alt=""
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            className="rspress-logo rp-nav__title__logo-image"
          />
        </div>
        {logoText && <span>{logoText}</span>}
      </Link>
      <span className="rs-nav-version">
        <span className="rs-nav-version__label">{t('navDocsVersion')} </span>v{RSLIB_DOCS_VERSION}
      </span>
    </div>
  );
}
