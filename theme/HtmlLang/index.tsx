import { useHead, usePage } from '@rspress/core/runtime';

/** BCP 47 tags for `<html lang>`: the Chinese pages are Simplified Chinese. */
export const htmlLangs: Record<string, string> = { en: 'en', zh: 'zh-CN' };

/**
 * Sets `<html lang>` to the page language's full tag. Rspress's layout sets the
 * route's language code (`zh`); this entry is registered after it, so it wins,
 * on the server render and after every client-side page switch.
 */
export function HtmlLang() {
  const { page } = usePage();
  useHead({ htmlAttrs: { lang: htmlLangs[page.lang] ?? page.lang ?? 'en' } });
  return null;
}
