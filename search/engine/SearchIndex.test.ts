import { describe, expect, it } from '@rstest/core';
import { chineseDocs, doc, englishDocs } from './fixtures';
import { INDEX_DEFAULTS, resolveIndexOptions, type SearchIndexOptions } from './options';
import { SearchIndex } from './SearchIndex';

function indexOf(options: SearchIndexOptions, docs = englishDocs): SearchIndex {
  const index = new SearchIndex(options);
  for (const document of docs) index.add(document);
  return index;
}

const ids = (scores: Map<number, number>) => [...scores.keys()].sort();

describe('resolveIndexOptions', () => {
  it('has the spec defaults: resolution 9, minlength 1, a cache of 100', () => {
    expect(resolveIndexOptions()).toEqual(INDEX_DEFAULTS);
    expect(INDEX_DEFAULTS).toMatchObject({ resolution: 9, minlength: 1, cache: 100 });
  });

  it('applies the spec presets', () => {
    expect(resolveIndexOptions({ preset: 'memory' })).toMatchObject({
      resolution: 3,
      minlength: 4,
    });
    expect(resolveIndexOptions({ preset: 'performance' })).toMatchObject({
      resolution: 3,
      minlength: 3,
    });
    expect(resolveIndexOptions({ preset: 'score' })).toMatchObject({
      resolution: 20,
      minlength: 3,
    });
    expect(resolveIndexOptions({ preset: 'match' })).toMatchObject({ tokenize: 'reverse' });
    expect(resolveIndexOptions({ preset: 'default' })).toEqual(INDEX_DEFAULTS);
  });

  it('lets explicit options win over the preset and rejects nonsense', () => {
    expect(resolveIndexOptions({ preset: 'memory', minlength: 2 }).minlength).toBe(2);
    expect(resolveIndexOptions({ cache: true }).cache).toBe(100);
    expect(resolveIndexOptions({ cache: false }).cache).toBe(0);
    expect(() => resolveIndexOptions({ resolution: 0 })).toThrow(/resolution/);
  });
});

describe('tokenize option', () => {
  it('strict finds whole words only', () => {
    const index = indexOf({ tokenize: 'strict' });
    expect(ids(index.lookup('declaration'))).toEqual([1]);
    expect(ids(index.lookup('declar'))).toEqual([]);
  });

  it('forward finds prefixes but not suffixes', () => {
    const index = indexOf({ tokenize: 'forward' });
    expect(ids(index.lookup('declar'))).toEqual([1]);
    expect(ids(index.lookup('claration'))).toEqual([]);
  });

  it('reverse also finds suffixes; full finds any part', () => {
    expect(ids(indexOf({ tokenize: 'reverse' }).lookup('claration'))).toEqual([1]);
    expect(ids(indexOf({ tokenize: 'reverse' }).lookup('clarat'))).toEqual([]);
    expect(ids(indexOf({ tokenize: 'full' }).lookup('clarat'))).toEqual([1]);
  });

  it('scores an exact word above a prefix expansion', () => {
    const index = indexOf({ tokenize: 'forward' }, [
      doc(0, 'a', 'bundle'),
      doc(1, 'b', 'bundleless'),
    ]);
    const scores = index.lookup('bundle');
    expect(scores.get(0) ?? 0).toBeGreaterThan(scores.get(1) ?? 0);
  });
});

describe('minlength option', () => {
  it('drops shorter terms from the index and from queries', () => {
    expect(indexOf({ minlength: 1 }).termsOf('a dts bundle')).toEqual(['a', 'dts', 'bundle']);
    const index = indexOf({ minlength: 4 });
    expect(index.termsOf('a dts bundle')).toEqual(['bundle']);
    expect(ids(index.lookup('dts'))).toEqual([]);
    expect(ids(index.lookup('bundle')).length).toBeGreaterThan(0);
  });
});

describe('charset option', () => {
  it('default ignores case and accents, exact does not', () => {
    const docs = [doc(0, 'Café', 'Résumé')];
    expect(ids(indexOf({ charset: 'default' }, docs).lookup('resume'))).toEqual([0]);
    expect(ids(indexOf({ charset: 'exact' }, docs).lookup('resume'))).toEqual([]);
    expect(ids(indexOf({ charset: 'exact' }, docs).lookup('Résumé'))).toEqual([0]);
  });

  it('latin:advanced matches singular and plural', () => {
    const index = indexOf({ charset: 'latin:advanced' });
    expect(ids(index.lookup(index.termsOf('libraries')[0] ?? ''))).toEqual([3]);
    expect(index.termsOf('bundles')).toEqual(['bundle']);
  });
});

describe('resolution option', () => {
  it('ranks an early occurrence above a late one, unless the resolution is 1', () => {
    const docs = [
      doc(0, 'x', `target ${'filler '.repeat(50)}`),
      doc(1, 'y', `${'filler '.repeat(50)}target`),
    ];
    const fine = indexOf({ resolution: 9 }, docs).lookup('target');
    expect(fine.get(0) ?? 0).toBeGreaterThan(fine.get(1) ?? 0);
    const flat = indexOf({ resolution: 1 }, docs).lookup('target');
    expect(flat.get(0)).toBe(flat.get(1));
  });
});

describe('context option', () => {
  it('indexes nearby term pairs only when enabled', () => {
    const docs = [
      doc(0, 'x', 'declaration files are bundled'),
      doc(1, 'y', 'files of declaration'),
    ];
    expect(ids(indexOf({ context: false }, docs).lookupContext('declaration', 'files'))).toEqual(
      [],
    );
    const index = indexOf({ context: { depth: 1 } }, docs);
    expect(ids(index.lookupContext('declaration', 'files'))).toEqual([0]);
    expect(ids(index.lookupContext('files', 'declaration'))).toEqual([0]);
    expect(
      ids(indexOf({ context: { depth: 2 } }, docs).lookupContext('declaration', 'files')),
    ).toEqual([0, 1]);
  });
});

describe('fastupdate option', () => {
  it('keeps a register only with fastupdate; removal works either way', () => {
    for (const fastupdate of [true, false]) {
      const index = indexOf({ fastupdate });
      expect(index.registeredDocuments).toBe(fastupdate ? englishDocs.length : 0);
      index.remove(2);
      expect(ids(index.lookup('helpers'))).toEqual([]);
      expect(ids(index.lookup('bundle'))).toEqual([0, 1, 3].filter((id) => id !== 2).slice(0, 2));
      expect(index.size).toBe(englishDocs.length - 1);
    }
  });

  it('rebuilds the register when a serialized index is loaded', () => {
    const loaded = SearchIndex.load(indexOf({ fastupdate: true }).export());
    expect(loaded.registeredDocuments).toBe(englishDocs.length);
    loaded.remove(0);
    expect(ids(loaded.lookup('umdname'))).toEqual([]);
  });
});

describe('optimize option and serialisation', () => {
  it('gives the same answers after export and load, smaller with optimize', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      doc(i, `page ${i}`, 'common words everywhere'),
    );
    const plain = JSON.stringify(indexOf({ optimize: false }, many).export());
    const optimized = JSON.stringify(indexOf({ optimize: true }, many).export());
    expect(optimized.length).toBeLessThan(plain.length);
    for (const json of [plain, optimized]) {
      const loaded = SearchIndex.load(JSON.parse(json));
      expect(ids(loaded.lookup('everywhere'))).toHaveLength(300);
    }
  });
});

describe('Chinese', () => {
  it('finds multi-character words, not scattered characters', () => {
    const index = indexOf({}, [...chineseDocs, doc(9, '噪音', '构想建立具体工作的方法')]);
    expect(ids(index.lookup('工具'))).toEqual([1, 2]);
    expect(ids(index.lookup('声明'))).toEqual([0]);
  });

  it('re-segments a query word the dictionary does not hold', () => {
    const index = indexOf({}, chineseDocs);
    expect(ids(index.lookup('构建工具'))).toEqual([1, 2]);
  });
});
