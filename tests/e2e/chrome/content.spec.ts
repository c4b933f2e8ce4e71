import { expect, type Locator, test } from '@playwright/test';
import {
  afterFrames,
  docPage,
  langs,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';

/** Distinct token colours in a highlighted block: plain text has one. */
async function tokenColours(block: Locator) {
  return block.evaluate((el) => {
    // The colours the tokens are drawn in (inline styles or the build's token classes).
    const colours = new Set<string>();
    for (const span of el.querySelectorAll('pre code span')) {
      colours.add(getComputedStyle(span).color);
    }
    return colours.size;
  });
}

/**
 * Real pages holding each highlighted grammar; `shell` fences are written
 * as bash. No page has a css, jsx or markup block yet: scripts/site-build.test.ts
 * builds those grammars with the site's highlighter settings.
 */
const grammarPages: Record<string, string> = {
  bash: '/guide/start/quick-start',
  ts: '/guide/start/quick-start',
  json: '/guide/start/quick-start',
  diff: '/config/lib/auto-external',
  tsx: '/guide/advanced/svgr-files',
  js: '/config/rsbuild/output',
};

test.describe('code highlighting', () => {
  for (const [language, path] of Object.entries(grammarPages)) {
    test(`${language} blocks are highlighted (${path})`, async ({ page }) => {
      await page.goto(path);
      const block = page.locator(`.rspress-doc .rp-codeblock.language-${language}`).first();
      await expect(block).toBeVisible();
      expect(await tokenColours(block)).toBeGreaterThan(1);
    });
  }

  test("a block's lines are static HTML: React hydrates the <pre>, not its tokens, and renders the same lines on a page switch", async ({
    page,
  }) => {
    const codeHtml = () =>
      page
        .locator('.rspress-doc .rp-codeblock pre code')
        .evaluateAll((codes) =>
          codes.filter((code) => !code.closest('.rp-tabs')).map((code) => code.innerHTML),
        );
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const inspect = () =>
      page.locator('.rspress-doc .rp-codeblock pre').evaluateAll((pres) => {
        const isReactNode = (node: Element) =>
          Object.keys(node).some((key) => key.startsWith('__reactFiber'));
        // The package-manager tabs (theme/PackageManagerTabs) render their commands in React, not from Markdown.
        const markdownPres = pres.filter((pre) => !pre.closest('.rp-tabs'));
        const tokens = markdownPres.flatMap((pre) => [...pre.querySelectorAll('code span')]);
        return {
          pres: pres.filter(isReactNode).length,
          all: pres.length,
          tokens: tokens.length,
          reactTokens: tokens.filter(isReactNode).length,
        };
      });
    // Rspress renders the page content in a Suspense boundary, which React
    // hydrates in a later pass than the layout and the skip link.
    await expect
      .poll(async () => {
        const { all, pres } = await inspect();
        return all - pres;
      })
      .toBe(0);
    const hydrated = await inspect();
    expect(hydrated.all).toBeGreaterThan(10);
    expect(hydrated.pres).toBe(hydrated.all);
    expect(hydrated.tokens).toBeGreaterThan(100);
    expect(hydrated.reactTokens).toBe(0);

    // Rendered by the client after a page switch, the lines are the pre-rendered ones.
    const prerendered = await codeHtml();
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect.poll(codeHtml).toEqual(prerendered);
  });
});

test('hydration keeps the pre-rendered page content and sidebar without rendering them a second time', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  // Rspress's App reloads the first page's data after its first layout effect.
  await page.waitForLoadState('networkidle');
  const layout = page.locator('.rp-doc-layout__container');
  const inspect = () =>
    layout.evaluate((layout) => {
      // A fiber React created while hydrating has no alternate until it renders again.
      const fiberOf = (node: Element) => {
        const key = Object.keys(node).find((name) => name.startsWith('__reactFiber'));
        return key ? (node as unknown as Record<string, { alternate: unknown }>)[key] : undefined;
      };
      const nodes = [
        ...layout.querySelectorAll(
          '.rspress-doc :is(h2, p, pre, table), .rp-doc-layout__sidebar a',
        ),
      ];
      return {
        nodes: nodes.length,
        hydrated: nodes.filter((node) => fiberOf(node) !== undefined).length,
        renderedAgain: nodes
          .filter((node) => fiberOf(node)?.alternate)
          .map((node) => node.outerHTML.slice(0, 80)),
      };
    });
  // The page content hydrates in a later pass (Rspress's Suspense boundary).
  await expect.poll(async () => (await inspect()).hydrated).toBe((await inspect()).nodes);
  await afterFrames(page, 3);
  const rendered = await inspect();
  expect(rendered.nodes).toBeGreaterThan(20);
  expect(rendered.renderedAgain).toEqual([]);
});

test('the hydration commit leaves effects and later renders to tasks of their own', async ({
  page,
}) => {
  // A state update in a layout effect or a ref callback is synchronous: React
  // would run every passive effect of the hydration and render again before
  // the commit's task ends. A microtask queued by the first commit runs only
  // after that task's synchronous work, so a commit before it shares the task.
  await page.addInitScript(() => {
    const commitsInFirstTask: boolean[] = [];
    let inFirstTask = false;
    Object.assign(window, {
      rsCommitsInFirstTask: commitsInFirstTask,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: () => {
          if (commitsInFirstTask.length === 0) {
            inFirstTask = true;
            queueMicrotask(() => {
              inFirstTask = false;
            });
          }
          commitsInFirstTask.push(inFirstTask);
        },
        onPostCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
      },
    });
  });
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const commits = await page.evaluate(
    () => (window as unknown as { rsCommitsInFirstTask: boolean[] }).rsCommitsInFirstTask,
  );
  // The hydration, then the updates its effects make.
  expect(commits.length).toBeGreaterThan(1);
  expect(commits.slice(1)).not.toContain(true);
});

for (const { lang, prefix } of langs) {
  test.describe(`code blocks and tabs (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    test.beforeEach(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(docPage(prefix));
      await waitForHydration(page);
    });

    testOnce(
      'the copy button copies the code and shows its copied state for 2 s',
      async ({ page }) => {
        const block = page.locator('.rspress-doc .rp-codeblock.language-ts').first();
        const copy = block.getByRole('button', {
          name: text('codeButtonGroupCopyButtonText', lang),
        });
        await block.hover();
        await copy.click();
        const clickedAt = Date.now();
        await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
        const clipboard = await page.evaluate(() => navigator.clipboard.readText());
        expect(clipboard.trimEnd()).toBe(
          ((await block.locator('pre code').textContent()) ?? '').trimEnd(),
        );
        await expect(copy).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 4000 });
        const shownFor = Date.now() - clickedAt;
        expect(shownFor).toBeGreaterThanOrEqual(1800);
        expect(shownFor).toBeLessThan(3000);
      },
    );

    testOnce('the wrap toggle wraps one block only', async ({ page }) => {
      const blocks = page.locator('.rspress-doc .rp-codeblock');
      const first = blocks.first();
      const wrapName = text('codeButtonGroupWrapButtonText', lang);
      await first.hover();
      await first.getByRole('button', { name: wrapName }).click();
      await expect(first.locator('.rp-codeblock__content')).toHaveClass(/--wrap-code/);
      await expect(blocks.nth(1).locator('.rp-codeblock__content')).not.toHaveClass(/--wrap-code/);
      await first.getByRole('button', { name: wrapName }).click();
      await expect(first.locator('.rp-codeblock__content')).not.toHaveClass(/--wrap-code/);
    });

    testOnce(
      'package-manager tabs share their choice by group id and keep it',
      async ({ page }) => {
        const groups = page.locator('.rspress-doc .rp-tabs');
        expect(await groups.count()).toBeGreaterThan(1);
        const selected = (index: number) =>
          groups.nth(index).locator('.rp-tabs__label__item--selected');
        await groups.first().locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
        for (let index = 0; index < (await groups.count()); index += 1) {
          await expect(selected(index)).toHaveText('pnpm');
        }
        const stored = await page.evaluate(() =>
          Object.entries(localStorage).filter(([key]) => key.startsWith('rspress.tabs.')),
        );
        expect(stored).toEqual([['rspress.tabs.package.manager', expect.any(String)]]);

        await page.reload();
        await waitForHydration(page);
        await expect(selected(1)).toHaveText('pnpm');
      },
    );
  });
}
