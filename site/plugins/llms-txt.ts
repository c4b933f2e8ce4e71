/**
 * The layout of llms.txt (llmstxt.org): an H1, a blockquote summary, then H2
 * sections that hold nothing but lists of links. Rspress groups pages by the
 * top navigation only (Guide, Config, and "Others" for the API reference);
 * this renderer makes an H2 of each sidebar group under it ("Guide: Start"),
 * so the index reads like the sidebar and every section is one list.
 */
import type { LlmsTxtContext, LlmsTxtPage } from '@rspress/core';
import { isListedRoute, pureRoute } from '../../model/routes';
import { sidebarSections } from '../../model/sidebar-data';
import { type Lang, siteTexts } from '../i18n';

/** The sidebar group of every page, by language-free route. */
function groupOf(lang: Lang): Map<string, string> {
  const groups = new Map<string, string>();
  for (const section of sidebarSections) {
    for (const group of section.groups) {
      for (const slug of group.pages) groups.set(`${group.base}${slug}`, group.text[lang]);
    }
  }
  return groups;
}

const colon = { en: ': ', zh: '：' } as const;

function pageLine(page: LlmsTxtPage): string {
  return `- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`;
}

export function renderLlmsTxt(context: LlmsTxtContext): string {
  const lang: Lang = context.lang === 'zh' ? 'zh' : 'en';
  const groups = groupOf(lang);
  // Rspress passes the site's English description to both languages.
  const lines = [`# ${context.title ?? 'Rslib'}`, '', `> ${siteTexts.subtitle[lang]}`];
  for (const { title, pages: allPages } of context.sections) {
    const section = { title, pages: allPages.filter((page) => isListedRoute(page.routePath)) };
    if (section.pages.length === 0) continue;
    const pageGroups = section.pages.map((page) => groups.get(pureRoute(page.routePath)));
    const distinct = [...new Set(pageGroups)];
    // A section Rspress calls "Others" that holds one sidebar group is named after it.
    const onlyGroup = section.title === 'Others' && distinct.length === 1 ? distinct[0] : undefined;
    let current: string | undefined | null = null;
    section.pages.forEach((page, index) => {
      const group = pageGroups[index];
      if (index === 0 || group !== current) {
        const heading =
          onlyGroup ??
          (group === undefined ? section.title : `${section.title}${colon[lang]}${group}`);
        lines.push('', `## ${heading}`, '');
      }
      current = group;
      lines.push(pageLine(page));
    });
  }
  return `${lines.join('\n')}\n`;
}
