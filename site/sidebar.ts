import type { Sidebar } from '@rspress/core';
import { type DocsModel, loadDocs } from '../model/docs';
import { checkSidebarMembership, sidebarEntries } from '../model/sidebar';
import { type SidebarSectionData, sidebarSections } from '../model/sidebar-data';
import type { Lang } from './i18n';

/** One model per docs folder: the en and zh sidebars read the pages once. */
const models = new Map<string, DocsModel>();

function modelOf(docs: string | DocsModel): DocsModel {
  if (typeof docs !== 'string') return docs;
  let model = models.get(docs);
  if (!model) {
    model = loadDocs(docs);
    models.set(docs, model);
  }
  return model;
}

function sectionSidebar(docs: DocsModel, lang: Lang, section: SidebarSectionData): Sidebar[string] {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const entries = sidebarEntries(lang, [section]);
  return section.groups.flatMap((group): Sidebar[string] => {
    const items = entries
      .filter((entry) => entry.group === group)
      .flatMap((entry) => {
        const page = docs.page(lang, entry.route);
        // Membership is checked first, so every entry has its page.
        return page ? [{ text: page.title, link: `${prefix}${entry.route}` }] : [];
      });
    if (group.ungrouped) return items;
    return [{ text: group.text[lang], collapsible: true, collapsed: false, items }];
  });
}

/**
 * Sidebars for one language, keyed by route prefix, titled from the pages.
 * A sidebar entry without a page, or a page in no sidebar, throws an error that
 * names each file or entry (model/sidebar.ts), so the site build fails.
 */
export function buildSidebar(
  docs: string | DocsModel,
  lang: Lang,
  sections: SidebarSectionData[] = sidebarSections,
): Sidebar {
  const model = modelOf(docs);
  const problems = checkSidebarMembership(model, sections);
  if (problems.length) {
    throw new Error(
      `the sidebar does not match the pages:\n${problems.map((problem) => `  ${problem.file}:${problem.line}: ${problem.message}`).join('\n')}`,
    );
  }
  const sidebar: Sidebar = {};
  for (const section of sections) {
    const prefix = lang === 'en' ? section.prefix : `/${lang}${section.prefix}`;
    sidebar[prefix] = sectionSidebar(model, lang, section);
  }
  return sidebar;
}
