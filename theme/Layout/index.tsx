import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { HtmlLang } from '../HtmlLang';
import { NavLangs } from '../NavLangs';
import { ProductFamily } from '../ProductFamily';

/**
 * Rspress's Layout with the product-family button placed before the nav title
 * and the language menu as the last item of the navigation list (theme/NavLangs).
 */
export function Layout(props: LayoutProps) {
  return (
    <>
      <BaseLayout beforeNavTitle={<ProductFamily />} afterRightNavItems={<NavLangs />} {...props} />
      <HtmlLang />
    </>
  );
}
