import { useI18n, useLang } from '@rspress/core/runtime';
import { blogRoute, feedFormats, feedPath } from '../../site/feeds';
import type { Lang, siteTexts } from '../../site/i18n';
import { Link } from '../Link';
import './index.css';

/**
 * The home page's closing band: the footer message, the blog and its feeds
 * in the page's language, then the licence and copyright line. The feeds are
 * files, not pages: plain links, which the client router leaves alone.
 */
export function HomeFooter() {
  const t = useI18n<typeof siteTexts>();
  const lang = useLang() as Lang;
  return (
    <footer className="rs-home-footer">
      <p className="rs-home-footer__message">{t('homeFooterMessage')}</p>
      <p className="rs-home-footer__links">
        <Link href={blogRoute(lang)}>{t('footerBlog')}</Link>
        {feedFormats.map((format) => (
          <a key={format.type} href={feedPath(lang, format)} type={format.mime}>
            {t('footerFeed', { format: format.label })}
          </a>
        ))}
      </p>
      <p className="rs-home-footer__legal">
        <span>{t('homeFooterLicense')}</span> <span>{t('homeFooterCopyright')}</span>
      </p>
    </footer>
  );
}
