import { useI18n } from '@rspress/core/runtime';
import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import type { siteTexts } from '../../site/i18n';
import { ShikiPre } from '../ScrollableCode';

/**
 * A Markdown table inside its own horizontal scroll box. The box is a named,
 * focusable region so keyboard users can scroll a table wider than the text
 * column (axe `scrollable-region-focusable`); theme/styles/content.css draws
 * the edge shadows that show more columns exist.
 */
export function Table(props: ComponentProps<'table'>) {
  const t = useI18n<typeof siteTexts>();
  return (
    <section
      className="rp-table-scroll-container rp-scrollbar rs-table-scroll"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard.
      tabIndex={0}
      aria-label={t('tableRegion')}
    >
      <table {...props} />
    </section>
  );
}

/** Rspress's Markdown components, with the table above and focusable scrolling code blocks. */
export function getCustomMDXComponent() {
  return { ...getOriginalMDXComponents(), table: Table, pre: ShikiPre };
}
