import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { HtmlLang } from '../HtmlLang';
import { NavLangs } from '../NavLangs';
import { ProductFamily } from '../ProductFamily';
import { FragmentContext } from './FragmentContext';

/**
 * Rspress's Layout with the product-family button placed before the nav title,
 * the language menu as the last item of the navigation list (theme/NavLangs)
 * and, on fragment pages, a line of context above the content.
 */
export function Layout(props: LayoutProps) {
  return (
    <>
      <BaseLayout
        beforeNavTitle={<ProductFamily />}
        afterRightNavItems={<NavLangs />}
        beforeDocContent={<FragmentContext />}
        {...props}
      />
      <HtmlLang />
    </>
  );
}
