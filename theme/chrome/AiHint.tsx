import {
  routePathToMdPath,
  useI18n,
  usePage,
  useSite,
  withBase,
  withSiteOrigin,
} from '@rspress/core/runtime';
import './AiHint.css';

declare global {
  interface ImportMetaEnv {
    /** Rspress's build flag: true while it renders the pages to Markdown. */
    readonly SSG_MD?: boolean;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

/** True while Rspress renders the Markdown copies, where its own hint is a blockquote. */
export const renderingMarkdown = Boolean(import.meta.env.SSG_MD);

/**
 * The hint for AI agents that read a page's HTML: where the llms files and
 * the page's Markdown copy are, in the page's language. It replaces
 * Rspress's, which is in English on every page and comes before the page in
 * the document. This one comes after the layout and is hidden from screen
 * readers as well as from view: it tells a reader nothing the page does not.
 */
export function AiHint() {
  const { page } = usePage();
  const { site } = useSite();
  const t = useI18n<{ aiHint: string; aiHintPage: string }>();
  if (!page?.routePath) return null;
  const prefix = page.lang === site.lang ? '' : `${page.lang}/`;
  const text = `${t('aiHint', {
    llmsTxt: withSiteOrigin(withBase(`/${prefix}llms.txt`)),
    llmsFullTxt: withSiteOrigin(withBase(`/${prefix}llms-full.txt`)),
  })} ${t('aiHintPage', { pageMd: withSiteOrigin(routePathToMdPath(page.routePath)) })}`;
  return (
    <p className="rp-llms-hint rs-ai-hint" aria-hidden="true">
      {text}
    </p>
  );
}
