import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from '@rstest/core';
import { checkHtmlSize } from './over-window';

const root = mkdtempSync(path.join(tmpdir(), 'html-size-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Text gzip cannot shrink much: numbers with no pattern. */
const incompressible = (count: number) =>
  Array.from({ length: count }, (_, index) => String((index * 7919) ** 3 % 1_000_003)).join(' ');

function page(file: string, body: string): number {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `<!doctype html><title>x</title><p>${body}</p>`);
  return gzipSync(readFileSync(target)).length;
}

const LIMIT = 1000;
const small = page('guide/index.html', 'short');
const large = page('zh/config/long.html', incompressible(400));
page('zh/config/long.md', incompressible(400));

describe('checkHtmlSize', () => {
  it('names a page over the window with its gzip size and passes the others', () => {
    expect(small).toBeLessThan(LIMIT);
    expect(large).toBeGreaterThan(LIMIT);
    const report = checkHtmlSize(root, {}, LIMIT);
    expect(report.pages.map((item) => item.route)).toEqual(['/zh/config/long', '/guide/']);
    expect(report.problems).toEqual([
      `/zh/config/long: ${large} B of gzip HTML, ${large - LIMIT} B over the first round trip (1000 B)`,
    ]);
    expect(report.summary).toMatch(
      /2 pages, 1 problem, 0 allowed over 1000 B gzip; largest \/zh\/config\/long/,
    );
  });

  it('lets an allowed page stay over the window up to its ceiling, not past it', () => {
    const within = checkHtmlSize(
      root,
      { '/zh/config/long': { ceiling: large, reason: 'r' } },
      LIMIT,
    );
    expect(within.problems).toEqual([]);
    expect(within.allowed[0]).toMatch(/^\/zh\/config\/long: .*allowed up to \d+ B: r$/);
    const past = checkHtmlSize(
      root,
      { '/zh/config/long': { ceiling: large - 1, reason: 'r' } },
      LIMIT,
    );
    expect(past.problems[0]).toMatch(new RegExp(`past its allowed ${large - 1} B$`));
  });

  it('fails on an allowed entry whose page fits or was not built, so the list only shrinks', () => {
    const report = checkHtmlSize(
      root,
      {
        '/zh/config/long': { ceiling: large, reason: 'r' },
        '/guide/': { ceiling: LIMIT * 2, reason: 'r' },
        '/gone': { ceiling: LIMIT * 2, reason: 'r' },
      },
      LIMIT,
    );
    expect(report.problems).toEqual([
      `/guide/: ${small} B, within the first round trip: remove it from the allowed list`,
      '/gone: allowed over the window, but no such page was built',
    ]);
  });

  it('fails loudly on a folder without pages', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'html-size-empty-'));
    try {
      expect(() => checkHtmlSize(empty)).toThrow(/no \.html file under/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
