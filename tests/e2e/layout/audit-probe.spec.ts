/**
 * The layout audit's in-page probe on fixture pages: a page that reads
 * cleanly passes, and each defect the audit exists for fails it, naming the
 * element. Without this, an audit that looked at nothing would pass too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AXE_WITHOUT_CODE, AxeAudit } from './audit/axe';
import { brokenLinkReason } from './audit/links';
import {
  CHROME_LINK_AREAS,
  type Finding,
  FLAGS,
  MIN_FONT_PX,
  NO_OVERLAP_SCOPE,
  probePage,
  WORD_BREAK_SCOPE,
} from './audit/probe';

test.use({ viewport: { width: 1280, height: 800 } });

const style = `<style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  main { width: 600px; margin: 0 auto; }
  .column { overflow: hidden; }
  .scroll-box { overflow-x: auto; }
  .rp-overview-group { display: flex; }
  .rp-overview-group li { flex: 0 0 100px; min-width: 0; list-style: none; white-space: nowrap; }
  .rspress-doc h3 { font: 24px/1.5 monospace; overflow-wrap: break-word; }
  .rspress-doc p.flags { width: 18.5ch; font: 16px/1.5 monospace; }
  .rs-flag { white-space: nowrap; }
</style>`;

const wideRow = `<tr>${Array.from({ length: 12 }, (_, index) => `<td>column&nbsp;number&nbsp;${index}</td>`).join('')}</tr>`;
const longName = 'bundle.bundledPackages.experimentalDecoratorsMetadataOptions'.repeat(6);
/** Two lines or more in the fixture's heading font: 41 characters fit on a line. */
const headingName = 'experiments.exe.seaOptions.disableExperimentalSEAWarning.useCodeCache';

/** A page with the same content as the broken ones below, laid out well. */
const clean = `${style}<main>
  <div class="column"><div class="scroll-box" tabindex="0"><table>${wideRow}</table></div></div>
  <p><code>${longName.replace(/\./g, '.<wbr>')}</code></p>
  <div class="rspress-doc"><h3><code>${headingName.replace(/\./g, '.<wbr>')}</code></h3>
    <p class="flags"><code>npx rslib build <span class="rs-flag">--lib</span> nope</code></p></div>
  <p style="font-size: 12px">The smallest text allowed.</p>
  <ul class="rp-overview-group"><li>dts</li><li>format</li></ul>
  <a class="rp-edit-link" href="/guide/start/">Source</a>
</main>`;

async function probe(page: Page, html: string): Promise<Finding[]> {
  await page.setContent(html);
  const { findings } = await page.evaluate(probePage, {
    minFontPx: MIN_FONT_PX,
    chromeLinkAreas: CHROME_LINK_AREAS,
    noOverlapScope: NO_OVERLAP_SCOPE,
    wordBreakScope: WORD_BREAK_SCOPE,
    flags: FLAGS,
  });
  return findings;
}

test.describe('layout audit probe', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'fixture pages need one viewport only');
  });

  test('a page that reads cleanly has no findings, and chrome links are collected', async ({
    page,
  }) => {
    expect(await probe(page, clean)).toEqual([]);
    const { chromeLinks } = await page.evaluate(probePage, {
      minFontPx: MIN_FONT_PX,
      chromeLinkAreas: CHROME_LINK_AREAS,
      noOverlapScope: NO_OVERLAP_SCOPE,
      wordBreakScope: WORD_BREAK_SCOPE,
      flags: FLAGS,
    });
    expect(chromeLinks.map((link) => link.area)).toEqual(['edit']);
  });

  test('a too-wide table in a box that does not scroll fails, naming the box', async ({ page }) => {
    const findings = await probe(page, clean.replace('class="scroll-box"', 'class="plain-box"'));
    expect(findings.map((finding) => finding.kind)).toEqual(['overflow']);
    // The box it spills out of; the column around it clips it.
    expect(findings[0]?.element).toMatch(/^main > div\.column > div\.plain-box "column number 0/);
    expect(findings[0]?.detail).toMatch(/ px wide in a 600 px box that does not scroll/);
  });

  test('an overlong unbreakable identifier fails, naming its paragraph, and scrolls the page', async ({
    page,
  }) => {
    const findings = await probe(page, clean.replace(longName.replace(/\./g, '.<wbr>'), longName));
    expect(findings.map((finding) => finding.kind).sort()).toEqual(['overflow', 'page-scroll']);
    expect(findings.find((finding) => finding.kind === 'overflow')?.element).toMatch(
      /^main > p "bundle\.bundledPackages/,
    );
  });

  test('a heading wrapped inside a word fails, naming the heading and the cut', async ({
    page,
  }) => {
    const findings = await probe(
      page,
      clean.replace(/<h3><code>[^<]*(<wbr>[^<]*)*<\/code>/, `<h3><code>${headingName}</code>`),
    );
    expect(findings).toEqual([
      {
        kind: 'word-break',
        element: expect.stringMatching(/^main > div\.rspress-doc > h3 "experiments\.exe/),
        detail: expect.stringMatching(/^a line ends inside a word: ".*" \/ ".*"$/),
      },
    ]);
  });

  test('a flag in inline code cut after its hyphens fails, naming the code and the flag', async ({
    page,
  }) => {
    const findings = await probe(
      page,
      clean.replace('<span class="rs-flag">--lib</span>', '--lib'),
    );
    expect(findings).toEqual([
      {
        kind: 'word-break',
        element: 'div.rspress-doc > p.flags > code "npx rslib build --lib nope"',
        detail: 'a line ends inside the flag "--lib"',
      },
    ]);
  });

  test('text under 12 px fails', async ({ page }) => {
    const findings = await probe(page, clean.replace('font-size: 12px', 'font-size: 11px'));
    expect(findings).toEqual([
      {
        kind: 'small-text',
        element: 'main > p "The smallest text allowed."',
        detail: 'text is 11 px (minimum 12 px)',
      },
    ]);
  });

  test('overview entries that run into each other fail', async ({ page }) => {
    const findings = await probe(
      page,
      clean.replace('<li>dts</li>', '<li>dts.bundle.bundledPackages</li>'),
    );
    expect(findings.map((finding) => finding.kind)).toContain('overlap');
    expect(findings.find((finding) => finding.kind === 'overlap')?.element).toMatch(
      /dts\.bundle\.bundledPackages.*⟷.*format/,
    );
  });

  test('an image that does not load fails', async ({ page }) => {
    const findings = await probe(
      page,
      clean.replace(
        '</main>',
        '<img alt="diagram" src="data:image/png;base64,bm90IGFuIGltYWdl"></main>',
      ),
    );
    expect(findings.map((finding) => finding.kind)).toEqual(['image']);
  });
});

test('axe checks contrast on a page that shows text colours not checked before, and only there', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'fixture pages need one viewport only');
  const axe = new AxeAudit();
  const contrastProblems = async (body: string) => {
    await page.setContent(`${style}<main>${body}</main>`);
    const problems = await axe.problems(page, AXE_WITHOUT_CODE);
    return problems.filter((problem) => problem.startsWith('axe color-contrast'));
  };
  const faint = '<p style="color: #bbb">Faint text</p>';
  expect(await contrastProblems('<h1>Title</h1><p>Body text</p>')).toEqual([]);
  // A new text colour: checked, and its problem reported.
  expect(await contrastProblems(`<h1>Title</h1><p>Body text</p>${faint}`)).toHaveLength(1);
  // Only colours checked before: the rule does not run again.
  expect(await contrastProblems(`<p>Other text</p>${faint}`)).toEqual([]);
  // A known text colour on a new background is new.
  expect(
    await contrastProblems('<div style="background: #555"><p>Body text</p></div>'),
  ).toHaveLength(1);
  // Highlighted code is left to the spread of pages: only the paragraph is reported.
  expect(
    await contrastProblems(
      '<p style="color: #aaa">Grey</p><pre><code style="color: #ddd">x</code></pre>',
    ),
  ).toHaveLength(1);
});

test('chrome links resolve against the build, one redirect hop, and this repository', ({
  isMobile,
}) => {
  test.skip(isMobile, 'no browser needed');
  const root = mkdtempSync(path.join(tmpdir(), 'audit-links-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const refresh = (to: string) => `<meta http-equiv="refresh" content="0; url=${to}">`;
  write('build/index.html', '<h1>Home</h1>');
  write('build/guide/a.html', '<h1>A</h1>');
  write('build/old.html', refresh('/guide/a'));
  write('build/gone.html', refresh('/guide/missing'));
  write('repo/docs/en/guide/a.mdx', '# A');
  const context = {
    origin: 'http://127.0.0.1:4000',
    buildDir: path.join(root, 'build'),
    repoRoot: path.join(root, 'repo'),
    sourceBase: 'https://git.example.com/docs/blob/main/docs',
  };
  try {
    expect(brokenLinkReason('http://127.0.0.1:4000/', context)).toBeUndefined();
    expect(brokenLinkReason('http://127.0.0.1:4000/guide/a#intro', context)).toBeUndefined();
    expect(brokenLinkReason('http://127.0.0.1:4000/old', context)).toBeUndefined();
    expect(brokenLinkReason('http://127.0.0.1:4000/guide/b', context)).toBe(
      '/guide/b is not in the build (404)',
    );
    expect(brokenLinkReason('http://127.0.0.1:4000/gone', context)).toBe(
      '/gone redirects to /guide/missing: /guide/missing is not in the build (404)',
    );
    expect(
      brokenLinkReason('https://git.example.com/docs/blob/main/docs/en/guide/a.mdx', context),
    ).toBeUndefined();
    expect(
      brokenLinkReason('https://git.example.com/docs/blob/main/docs/en/guide/b.mdx', context),
    ).toBe('no file docs/en/guide/b.mdx in this repository');
    // Other hosts are not checked offline.
    expect(brokenLinkReason('https://rsbuild.rs/guide/x', context)).toBeUndefined();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
