import { useFrontmatter, useI18n } from '@rspress/core/runtime';
import type { DocLayoutProps } from '@rspress/core/theme-original';
import {
  DocContent,
  DocFooter,
  Outline,
  Overview,
  Sidebar,
  useWatchToc,
} from '../chrome/docLayoutParts';
import { useSidebarMenu } from './useSidebarMenu';
// Rspress's stylesheet for these classes; its own DocLayout, which would bring it, is replaced.
import '@rspress/core/dist/theme/layout/DocLayout/index.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Rspress 2.0.22's DocLayout, the same markup and parts, replaced whole
 * because the narrow-window sidebar drawer and outline dropdown live in its
 * own state (its SidebarMenu hooks, which the theme cannot reach): here they
 * come from ./useSidebarMenu, which makes each a modal overlay for the
 * keyboard (focus moves in, the page behind is inert, Escape closes, focus
 * returns to the button that opened it).
 */
export function DocLayout(props: DocLayoutProps) {
  const {
    beforeDocFooter,
    afterDocFooter,
    beforeDoc,
    afterDoc,
    beforeDocContent,
    afterDocContent,
    beforeOutline,
    afterOutline,
    beforeSidebar,
    afterSidebar,
    components,
  } = props;
  const { frontmatter } = useFrontmatter();
  const t = useI18n<{ sidebarRegion: string; outlineRegion: string }>();
  const { isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef } =
    useSidebarMenu(beforeOutline, afterOutline);
  const { rspressDocRef } = useWatchToc();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const isLegacyPlaceholder = sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  const showSidebarMenu = showSidebar || (!isOverviewPage && showOutline);

  if (import.meta.env.SSG_MD) {
    return isOverviewPage ? (
      <Overview content={<DocContent components={components} isOverviewPage />} />
    ) : (
      <DocContent components={components} />
    );
  }

  const isDocWide = pageType === 'doc-wide';
  return (
    <>
      {showSidebarMenu && <div className="rp-doc-layout__menu">{sidebarMenu}</div>}
      {beforeDoc}
      <div
        className={classes(
          'rp-doc-layout__container',
          !showSidebarMenu && 'rp-doc-layout__container--no-menu',
        )}
      >
        {showSidebar ? (
          <aside
            id="rs-doc-sidebar"
            aria-label={t('sidebarRegion')}
            className={classes(
              'rp-doc-layout__sidebar',
              isSidebarOpen && 'rp-doc-layout__sidebar--open',
              'rp-scrollbar',
            )}
            // The open drawer locks the page's scroll (theme/styles/overrides/scroll-lock.css).
            data-rs-scroll-lock={isSidebarOpen ? '' : undefined}
            ref={sidebarLayoutRef}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          <aside
            className={classes(
              'rp-doc-layout__sidebar-placeholder',
              isLegacyPlaceholder && 'rp-doc-layout__sidebar-placeholder--legacy',
            )}
            style={isDocWide ? { width: '0' } : {}}
          />
        ) : null}
        {isOverviewPage ? (
          <main className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={<DocContent components={components} isOverviewPage />} />
            {afterDocContent}
          </main>
        ) : (
          <div className={classes('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}>
            <main className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                <DocContent components={components} />
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter && <DocFooter />}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <aside
            id="rs-doc-outline"
            aria-label={t('outlineRegion')}
            className={classes(
              'rp-doc-layout__outline',
              isOutlineOpen && 'rp-doc-layout__outline--open',
              'rp-scrollbar',
            )}
            ref={asideLayoutRef}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <aside
            className="rp-doc-layout__outline-placeholder"
            style={isDocWide ? { width: '0' } : {}}
          />
        )}
      </div>
      {afterDoc}
    </>
  );
}
