import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { HtmlLang } from '../HtmlLang';
import { ProductFamily } from '../ProductFamily';

/** Rspress's Layout with the product-family button placed before the nav title. */
export function Layout(props: LayoutProps) {
  return (
    <>
      <BaseLayout beforeNavTitle={<ProductFamily />} {...props} />
      <HtmlLang />
    </>
  );
}
