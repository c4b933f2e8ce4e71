import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useEffect } from 'react';
import { useOldUrlRedirect } from './useOldUrlRedirect';
// Rspress's own 404 styles, which its layout (not rendered here) would load.
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

/**
 * The 404 page, in Rspress's markup and classes, inside a <main> landmark
 * (the skip link in theme/chrome/SkipLink.tsx jumps there). Rspress's own
 * layout labels its "Take me home" link "go to home", a name that does not
 * contain the visible text (WCAG 2.5.3); here the link is named by its text.
 */
export function NotFoundLayout() {
  useOldUrlRedirect();
  const { siteData, page } = usePageData();
  const t = useI18n();
  // As in Rspress: /en/… is the English page at /…, the default language having no prefix.
  useEffect(() => {
    const prefix = new RegExp(`^/${siteData.lang}(/|$)`);
    if (siteData.lang && prefix.test(location.pathname)) {
      location.replace(location.pathname.replace(prefix, '/') + location.search + location.hash);
    }
  }, [siteData.lang]);
  const home = siteData.lang && page.lang !== siteData.lang ? `/${page.lang}/` : '/';
  return (
    <main>
      <div className="rp-not-found">
        <p className="rp-not-found__error-code">404</p>
        <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
        <div className="rp-not-found__divider" />
        <div className="rp-not-found__action">
          <Link className="rp-not-found__home-link" href={home}>
            {t('takeMeHomeText')}
          </Link>
        </div>
      </div>
    </main>
  );
}
