/**
 * Library comparison: `npx tsx bench/search-libraries.ts [<built site dir>]`.
 * Indexes the pages of a built site (the documents stored in its search
 * indexes) with MiniSearch 7 (the site's engine), FlexSearch 0.8 and Orama 3,
 * each with the site's tokenizer, synonyms and page ranking (coverage, the
 * keyword tier), and runs the query set of bench/search-queries.ts against
 * each. Prints quality, index size, build, load and query times in Node
 * (unthrottled; bench/search.ts measures the site's engine in a throttled
 * browser). FlexSearch ships with Rspress; Orama is a dev dependency for this
 * comparison only.
 *
 * FlexSearch has no relevance score and no typo matching: its results are
 * ordered lists per field, scored here by rank, field weight and rarity.
 * Orama scores with BM25 and field weights, like MiniSearch; it is asked once
 * per query term so that synonyms weigh less, as in the site's engine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, insertMultiple, load, search as oramaSearch, save } from '@orama/orama';
import { Document } from 'flexsearch';
import { type ParsedQuery, parseQuery } from '../search/engine/query';
import { type RankedPage, rankPages } from '../search/engine/rank';
import {
  FIELD_BOOST,
  FIELDS,
  SearchIndex,
  type Section,
  sectionHeader,
  sectionsOf,
} from '../search/engine/SearchIndex';
import { LocalSearcher } from '../search/engine/searcher';
import { normalizeWithOffsets } from '../search/engine/snippet';
import { terms } from '../search/engine/tokenize';
import type { SearchDocument } from '../search/engine/types';
import { queries } from './search-queries';

interface Engine {
  name: string;
  indexBytes: number;
  indexGzip: number;
  buildMs: number;
  loadMs: number;
  search: (query: string) => string[];
}

/** Each page's title, headers and content, normalised as the engine reads them. */
function normalizedFields(docs: SearchDocument[]): Map<SearchDocument, string[]> {
  return new Map(
    docs.map((doc) => [
      doc,
      [doc.title, ...doc.toc.map((entry) => entry.text), doc.content].map(
        (text) => normalizeWithOffsets(text).normalized,
      ),
    ]),
  );
}

function miniSearchEngine(docs: SearchDocument[]): Engine {
  let started = performance.now();
  const json = JSON.stringify(SearchIndex.build(docs).export());
  const buildMs = performance.now() - started;
  started = performance.now();
  const searcher = new LocalSearcher(SearchIndex.load(JSON.parse(json)), 'bench', { cacheSize: 0 });
  searcher.prepareAll();
  const loadMs = performance.now() - started;
  return {
    name: 'MiniSearch 7.2 (site engine)',
    indexBytes: Buffer.byteLength(json),
    indexGzip: gzipSync(json).length,
    buildMs,
    loadMs,
    search: (query) => searcher.search(query).map((page) => page.routePath),
  };
}

type FlexDocument = InstanceType<typeof Document>;

function flexIndex(): FlexDocument {
  return new Document({
    document: {
      id: 'id',
      index: FIELDS.map((field) => ({
        field,
        // Every prefix of every term is indexed: FlexSearch's way to match a word being typed.
        tokenize: 'forward' as const,
        encode: terms,
      })),
    },
  });
}

function flexSearchEngine(docs: SearchDocument[]): Engine {
  let started = performance.now();
  const sections = sectionsOf(docs);
  const built = flexIndex();
  for (const section of sections) {
    built.add({
      id: section.id,
      title: section.doc.title,
      header: sectionHeader(section),
      description: section.tocIndex === -1 ? (section.doc.description ?? '') : '',
      body: section.doc.content.slice(section.start, section.end),
    });
  }
  const exported: Record<string, string> = {};
  built.export((key: string | number, data: string) => {
    exported[String(key)] = data;
  });
  const json = JSON.stringify({ docs, index: exported });
  const buildMs = performance.now() - started;

  started = performance.now();
  const parsed = JSON.parse(json) as { docs: SearchDocument[]; index: Record<string, string> };
  const index = flexIndex();
  for (const [key, data] of Object.entries(parsed.index)) index.import(key, data);
  const loadedSections = sectionsOf(parsed.docs);
  const normalized = normalizedFields(parsed.docs);
  const loadMs = performance.now() - started;

  const search = (query: string): string[] => {
    const parsedQuery: ParsedQuery = parseQuery(query);
    if (!parsedQuery.keyword || !parsedQuery.terms.size) return [];
    const scores = new Map<number, { score: number; terms: Set<string> }>();
    for (const [term, info] of parsedQuery.terms) {
      for (const field of FIELDS) {
        const results = index.search(term, { index: field, limit: 200 }) as {
          result: number[];
        }[];
        const ids = results[0]?.result ?? [];
        const rarity = Math.log(1 + loadedSections.length / Math.max(1, ids.length));
        ids.forEach((id, rank) => {
          const entry = scores.get(id) ?? { score: 0, terms: new Set<string>() };
          entry.score += (FIELD_BOOST[field] * info.weight * rarity) / (1 + rank / 10);
          entry.terms.add(term);
          scores.set(id, entry);
        });
      }
    }
    const matches = [...scores].flatMap(([id, { score, terms: found }]) => {
      const section: Section | undefined = loadedSections[id];
      return section ? [{ section, score, docTerms: [...found], queryTerms: [...found] }] : [];
    });
    const keywords = [parsedQuery.keyword, ...parsedQuery.keywordVariants];
    const ranked: RankedPage[] = rankPages(matches, parsedQuery, {
      containsKeyword: (doc) =>
        keywords.some((keyword) => normalized.get(doc)?.some((text) => text.includes(keyword))),
    });
    return ranked.map((page) => page.doc.routePath);
  };

  return {
    name: 'FlexSearch 0.8.212',
    indexBytes: Buffer.byteLength(json),
    indexGzip: gzipSync(json).length,
    buildMs,
    loadMs,
    search,
  };
}

const ORAMA_SCHEMA = {
  title: 'string',
  header: 'string',
  description: 'string',
  body: 'string',
} as const;

function oramaDatabase() {
  return create({
    schema: ORAMA_SCHEMA,
    components: {
      tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: terms },
    },
  });
}

async function oramaEngine(docs: SearchDocument[]): Promise<Engine> {
  let started = performance.now();
  const sections = sectionsOf(docs);
  const built = oramaDatabase();
  await insertMultiple(
    built,
    sections.map((section) => ({
      id: String(section.id),
      title: section.doc.title,
      header: sectionHeader(section),
      description: section.tocIndex === -1 ? (section.doc.description ?? '') : '',
      body: section.doc.content.slice(section.start, section.end),
    })),
  );
  const json = JSON.stringify({ docs, index: save(built) });
  const buildMs = performance.now() - started;

  started = performance.now();
  const parsed = JSON.parse(json) as { docs: SearchDocument[]; index: ReturnType<typeof save> };
  const db = oramaDatabase();
  load(db, parsed.index);
  const loadedSections = sectionsOf(parsed.docs);
  const normalized = normalizedFields(parsed.docs);
  const loadMs = performance.now() - started;

  const search = (query: string): string[] => {
    const parsedQuery = parseQuery(query);
    if (!parsedQuery.keyword || !parsedQuery.terms.size) return [];
    const scores = new Map<number, { score: number; terms: Set<string> }>();
    for (const [term, info] of parsedQuery.terms) {
      const typo = info.typed && term.length >= 5 && /^[a-z]+$/.test(term);
      const results = oramaSearch(db, {
        term,
        properties: [...FIELDS],
        boost: FIELD_BOOST,
        tolerance: typo ? 1 : 0,
        limit: 500,
      }) as { hits: { id: string; score: number }[] };
      for (const hit of results.hits) {
        const id = Number(hit.id);
        const entry = scores.get(id) ?? { score: 0, terms: new Set<string>() };
        entry.score += hit.score * info.weight;
        entry.terms.add(term);
        scores.set(id, entry);
      }
    }
    const matches = [...scores].flatMap(([id, { score, terms: found }]) => {
      const section: Section | undefined = loadedSections[id];
      return section ? [{ section, score, docTerms: [...found], queryTerms: [...found] }] : [];
    });
    const keywords = [parsedQuery.keyword, ...parsedQuery.keywordVariants];
    return rankPages(matches, parsedQuery, {
      containsKeyword: (doc) =>
        keywords.some((keyword) => normalized.get(doc)?.some((text) => text.includes(keyword))),
    }).map((page) => page.doc.routePath);
  };

  return {
    name: 'Orama 3.1.18',
    indexBytes: Buffer.byteLength(json),
    indexGzip: gzipSync(json).length,
    buildMs,
    loadMs,
    search,
  };
}

function evaluate(engine: Engine, lang: 'en' | 'zh', routes: Set<string>) {
  let counted = 0;
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  let none = 0;
  const durations: number[] = [];
  for (const entry of queries[lang]) {
    const expect = entry.expect.filter((route) => routes.has(route));
    if (!expect.length) continue;
    counted++;
    const started = performance.now();
    const got = engine.search(entry.query);
    durations.push(performance.now() - started);
    const rank = got.slice(0, 7).findIndex((route) => expect.includes(route));
    if (!got.length) none++;
    if (rank === 0) top1++;
    if (rank !== -1 && rank < 3) top3++;
    if (rank !== -1) reciprocal += 1 / (rank + 1);
  }
  const first = durations[0] ?? Number.NaN;
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  const pct = (n: number) => `${((100 * n) / counted).toFixed(1)} %`;
  console.log(`  ${engine.name}`);
  console.log(
    `    P@1 ${pct(top1)}, P@3 ${pct(top3)} (${top3}/${counted}), MRR ${(reciprocal / counted).toFixed(3)}, no results ${none}`,
  );
  console.log(
    `    index ${(engine.indexBytes / 1024).toFixed(1)} KB raw, ${(engine.indexGzip / 1024).toFixed(1)} KB gzip; build ${engine.buildMs.toFixed(0)} ms, load ${engine.loadMs.toFixed(0)} ms`,
  );
  console.log(
    `    first query ${first.toFixed(1)} ms, p50 ${at(0.5)?.toFixed(2)} ms, p95 ${at(0.95)?.toFixed(2)} ms`,
  );
}

const site = path.resolve(process.argv[2] ?? 'doc_build');
const dir = path.join(site, 'static/search');
for (const lang of ['en', 'zh'] as const) {
  const file = readdirSync(dir).find((name) => name.startsWith(`index.${lang}.`));
  if (!file) throw new Error(`no ${lang} search index in ${dir}: build the site first`);
  const { docs } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    docs: SearchDocument[];
  };
  const routes = new Set(docs.map((doc) => doc.routePath));
  console.log(`[${lang}] ${docs.length} pages`);
  for (const engine of [miniSearchEngine(docs), flexSearchEngine(docs), await oramaEngine(docs)]) {
    evaluate(engine, lang, routes);
  }
}
