/**
 * The site's search index: MiniSearch (BM25+ over fields, prefix and fuzzy
 * lookup) over the sections of every page, with our tokenizer. It is built
 * at build time and loaded as JSON in the browser, so no visitor tokenises
 * the pages (segmenting the Chinese text is slow even on a desktop).
 *
 * A section is a page's opening (before its first heading) or one heading
 * with the text up to the next heading. Sections are not stored: they are
 * cut again from the pages on load, the same way.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { terms } from './tokenize';
import type { SearchDocument } from './types';

export const INDEX_FORMAT = 2;

/** The JSON file format (one file per language and version). */
export interface SerializedIndex {
  format: typeof INDEX_FORMAT;
  docs: SearchDocument[];
  sections: AsPlainObject;
}

export interface Section {
  id: number;
  doc: SearchDocument;
  /** Index in doc.toc, -1 for the page's opening. */
  tocIndex: number;
  /** The section's text: [start, end) of doc.content, without its heading. */
  start: number;
  end: number;
}

interface SectionFields {
  id: number;
  title: string;
  header: string;
  description: string;
  body: string;
}

export const FIELDS = ['title', 'header', 'description', 'body'] as const;

/** Field weights: the page title, then headers (option names), the summary, the text. */
export const FIELD_BOOST: Record<(typeof FIELDS)[number], number> = {
  title: 5,
  header: 3,
  description: 1.5,
  body: 1,
};

const MINISEARCH_OPTIONS: Options<SectionFields> = {
  fields: [...FIELDS],
  idField: 'id',
  tokenize: terms,
  // The tokenizer already folds and stems.
  processTerm: (term) => term,
};

/** The sections of documents, numbered in order. */
export function sectionsOf(docs: SearchDocument[]): Section[] {
  const sections: Section[] = [];
  for (const doc of docs) {
    const headings = doc.toc
      .map((entry, tocIndex) => ({ entry, tocIndex }))
      .filter(({ entry }) => entry.charIndex >= 0)
      .sort((a, b) => a.entry.charIndex - b.entry.charIndex);
    sections.push({
      id: sections.length,
      doc,
      tocIndex: -1,
      start: 0,
      end: headings[0]?.entry.charIndex ?? doc.content.length,
    });
    headings.forEach(({ entry, tocIndex }, i) => {
      const headingEnd = doc.content.startsWith(entry.text, entry.charIndex)
        ? entry.charIndex + entry.text.length
        : entry.charIndex;
      sections.push({
        id: sections.length,
        doc,
        tocIndex,
        start: headingEnd,
        end: headings[i + 1]?.entry.charIndex ?? doc.content.length,
      });
    });
  }
  return sections;
}

export function sectionHeader(section: Section): string {
  return section.tocIndex === -1 ? '' : (section.doc.toc[section.tocIndex]?.text ?? '');
}

function sectionFields(section: Section): SectionFields {
  const { doc } = section;
  return {
    id: section.id,
    title: doc.title,
    header: sectionHeader(section),
    description: section.tocIndex === -1 ? (doc.description ?? '') : '',
    body: doc.content.slice(section.start, section.end),
  };
}

export class SearchIndex {
  private constructor(
    readonly docs: SearchDocument[],
    readonly sections: Section[],
    readonly miniSearch: MiniSearch<SectionFields>,
  ) {}

  static build(docs: SearchDocument[]): SearchIndex {
    const sections = sectionsOf(docs);
    const miniSearch = new MiniSearch(MINISEARCH_OPTIONS);
    miniSearch.addAll(sections.map(sectionFields));
    return new SearchIndex(docs, sections, miniSearch);
  }

  static load(serialized: SerializedIndex): SearchIndex {
    if (serialized?.format !== INDEX_FORMAT) throw new Error('search index: unknown format');
    const miniSearch = MiniSearch.loadJS(serialized.sections, MINISEARCH_OPTIONS);
    return new SearchIndex(serialized.docs, sectionsOf(serialized.docs), miniSearch);
  }

  export(): SerializedIndex {
    return { format: INDEX_FORMAT, docs: this.docs, sections: this.miniSearch.toJSON() };
  }
}
