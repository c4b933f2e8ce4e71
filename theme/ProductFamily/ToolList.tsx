import { useI18n } from '@rspress/core/runtime';
import { useId } from 'react';
import type { Lang, siteTexts } from '../../site/i18n';
import { localiseTool, toolGroups } from '../../site/tools';
import { publicAssetUrl } from '../chrome/publicAssetUrl';
import { ToolLogo } from '../ToolLogo';
import { OrganisationLink } from './OrganisationLink';

function ExternalIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M6 3h7v7M13 3 4 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The panel's content: the organisation header and the tool groups. A chunk
 * of its own, fetched when a reader shows intent to open the panel.
 */
export function ToolList({ lang, focusFirstLink }: { lang: Lang; focusFirstLink: boolean }) {
  const t = useI18n<typeof siteTexts>();
  const groupIdPrefix = useId();
  return (
    <>
      <OrganisationLink focus={focusFirstLink}>
        <img
          className="rs-product-family__header-logo"
          src={publicAssetUrl('/logos/rstack.svg')}
          alt=""
          width={32}
          height={32}
          loading="lazy"
        />
        <span className="rs-product-family__header-text">
          <span className="rs-product-family__header-title">Rstack</span>
          <span className="rs-product-family__header-sub">{t('productFamilyHeader')}</span>
        </span>
        <ExternalIcon />
      </OrganisationLink>
      {toolGroups.map((group) => (
        <section className="rs-product-family__group" key={group.titleEn}>
          <div className="rs-product-family__group-title" id={`${groupIdPrefix}-${group.titleEn}`}>
            {lang === 'zh' ? group.title : group.titleEn}
          </div>
          <ul
            className="rs-product-family__list"
            aria-labelledby={`${groupIdPrefix}-${group.titleEn}`}
          >
            {group.links.map((entry) => {
              const tool = localiseTool(entry, lang);
              return (
                <li key={tool.name}>
                  <a
                    className="rs-product-family__card"
                    href={tool.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <ToolLogo tool={tool} size={36} className="rs-product-family__logo" />
                    <span className="rs-product-family__text">
                      <span className="rs-product-family__name">{tool.name}</span>
                      <span className="rs-product-family__desc">{tool.desc}</span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
