import { useI18n, usePageData } from '@rspress/core/runtime';
import { EditLink as BaseEditLink } from '@rspress/core/theme-original';
import { markdownCopyPath } from '../../model/routes';

/**
 * One Source link per page, in the doc footer (Rspress also puts one in the
 * outline column). With a repository configured (site/repository.ts) it
 * points at the page's file there; without one, at the Markdown copy of the
 * page that the site itself serves, so it never leads to an address that
 * does not exist.
 */
export function EditLink({ isOutline }: { isOutline?: boolean }) {
  const { siteData, page } = usePageData();
  const t = useI18n();
  if (isOutline) return null;
  if (siteData.themeConfig?.editLink?.docRepoBaseUrl) return <BaseEditLink />;
  const relativePath = page._relativePath;
  if (typeof relativePath !== 'string') return null;
  return (
    <a href={markdownCopyPath(relativePath)} className="rp-edit-link">
      {t('editLinkText')}
    </a>
  );
}
