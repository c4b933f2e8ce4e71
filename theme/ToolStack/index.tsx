import { useI18n, useLang } from '@rspress/core/runtime';
import type { siteTexts } from '../../site/i18n';
import { localiseTool, toolStack } from '../../site/tools';
import { ToolLogo } from '../ToolLogo';
import './index.css';

/** The home page's showcase of five sibling tools from the Rstack family. */
export function ToolStack() {
  const t = useI18n<typeof siteTexts>();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  return (
    <section className="rs-tool-stack" aria-labelledby="rs-tool-stack-title">
      <h2 className="rs-tool-stack__title" id="rs-tool-stack-title">
        {t('toolStackTitle')}
      </h2>
      <p className="rs-tool-stack__desc">{t('toolStackDesc')}</p>
      <ul className="rs-tool-stack__list">
        {toolStack.map((entry) => {
          const tool = localiseTool(entry, lang);
          return (
            <li className="rs-tool-stack__item" key={tool.name}>
              <a
                className="rs-tool-stack__link"
                href={tool.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ToolLogo tool={tool} size={56} className="rs-tool-stack__logo" />
                <span className="rs-tool-stack__name">{tool.name}</span>
                <span className="rs-tool-stack__tool-desc">{tool.desc}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
