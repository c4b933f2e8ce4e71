import { useI18n } from '@rspress/core/runtime';
import type { siteTexts } from '../../site/i18n';
import './index.css';

/** The home page's closing band: the footer message, then the licence and copyright line. */
export function HomeFooter() {
  const t = useI18n<typeof siteTexts>();
  return (
    <footer className="rs-home-footer">
      <p className="rs-home-footer__message">{t('homeFooterMessage')}</p>
      <p className="rs-home-footer__legal">
        <span>{t('homeFooterLicense')}</span> <span>{t('homeFooterCopyright')}</span>
      </p>
    </footer>
  );
}
