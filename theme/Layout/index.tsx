import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { HtmlLang } from '../HtmlLang';
import { ProductFamily } from '../ProductFamily';
import { FragmentContext } from './FragmentContext';

/**
 * Rspress's Layout with the product-family button placed before the nav
 * title and, on fragment pages, a line of context above the content.
 */
export function Layout(props: LayoutProps) {
  return (
    <>
      <BaseLayout
        beforeNavTitle={<ProductFamily />}
        beforeDocContent={<FragmentContext />}
        {...props}
      />
      <HtmlLang />
    </>
  );
}
