import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { canonicalRoute, isFragmentRoute } from '../../model/routes';
import type { siteTexts } from '../../site/i18n';
import './index.css';

/**
 * Above a fragment page (a format section that the output-format page
 * includes, also served on its own): one line saying what the page is part
 * of, with a link to the section of the page that explains it.
 */
export function FragmentContext() {
  const { page } = usePageData();
  const t = useI18n<typeof siteTexts>();
  if (!isFragmentRoute(page.routePath)) return null;
  const format = page.routePath.split('/').pop()?.toLowerCase() ?? '';
  return (
    <p className="rs-fragment-context">
      {t('fragmentContext')}{' '}
      <Link href={`${canonicalRoute(page.routePath)}#${format}`}>{t('fragmentContextLink')}</Link>
    </p>
  );
}
