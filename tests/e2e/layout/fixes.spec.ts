import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { siteNavButton, waitForHydration } from '../support/chrome';

test.use({ viewport: { width: 1280, height: 800 } });

test('the outline wraps long identifiers between their parts, never inside a word', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the outline column is shown at desktop widths only');
  await page.goto('/config/lib/dts');
  // Line boxes are measured: the app and the web fonts must have settled first.
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const items = page.locator('.rp-doc-layout__outline .rp-toc-item__text');
  await expect(items.filter({ hasText: 'dts.bundle.bundledPackages' })).toHaveCount(1);
  const report = await items.evaluateAll((elements) =>
    elements.map((item) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const splitWords: string[] = [];
      const lineTops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          for (const top of tops) lineTops.add(top);
          // A word (a run between spaces or <wbr> marks) drawn on two lines was cut.
          if (tops.size > 1) splitWords.push(match[0]);
        }
      }
      return {
        text: item.textContent,
        lines: lineTops.size,
        splitWords,
        overflows: item.scrollWidth > item.clientWidth + 1,
      };
    }),
  );
  for (const item of report) {
    expect(item.splitWords, `outline item "${item.text}" breaks inside a word`).toEqual([]);
    expect(item.overflows, `outline item "${item.text}" overflows the outline`).toBe(false);
  }
  // The test means something only if some long name does wrap at this width.
  expect(report.some((item) => item.lines > 1)).toBe(true);
});

for (const prefix of ['', '/zh']) {
  test(`the 404 page's home link is named by its visible text: ${prefix || '/'}`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/no/such/page`);
    const home = page.locator('a.rp-not-found__home-link');
    const visible = (await home.textContent())?.trim() ?? '';
    expect(visible).toBe(prefix ? '返回首页' : 'Take me home');
    await expect(home).toHaveAccessibleName(visible);
    await expect(home).toHaveAttribute('href', `${prefix}/`);
    // Styled as Rspress styles it: a bordered pill, centred.
    await expect(home).toHaveCSS('display', 'inline-block');
    await expect(page.locator('.rp-not-found')).toHaveCSS('text-align', 'center');
    const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test('/en/… leads to the English page at /…', async ({ page }) => {
  await page.goto('/en/guide/start/quick-start');
  // The whole path: /en/guide/start/quick-start also ends in /guide/start/quick-start,
  // and a test that ends before the redirect leaves it to land in the next test.
  await expect(page).toHaveURL((url) => url.pathname === '/guide/start/quick-start');
  await expect(page.locator('h1')).toBeVisible();
});

for (const width of [1280, 900, 390]) {
  test(`no button holds another button, and the theme toggle is a named button: ${width} px`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('button.rs-switch-appearance').first()).toBeAttached();
    // The tablet menu shows its panel, beside its button, on hover.
    const tabletMenu = page.locator('.rp-nav-hamburger__md');
    if (await tabletMenu.isVisible()) await tabletMenu.hover();
    // The phone menu opens in a sheet with its own toggle.
    const phoneMenu = siteNavButton(page);
    if (await phoneMenu.isVisible()) {
      await phoneMenu.click();
      await expect(page.locator('.rp-nav-screen button.rs-switch-appearance')).toHaveAccessibleName(
        'Toggle dark mode',
      );
    }
    await expect(page.locator('button button')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

for (const [path, message, legal] of [
  ['/', /Rstack/, /MIT License.*Copyright © 2024–present Rslib contributors/],
  ['/zh/', /Rstack/, /MIT 许可证.*Rslib 贡献者/],
] as const) {
  test(`the home page ends with a footer: message, licence and copyright: ${path}`, async ({
    page,
  }) => {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    await expect(footer.locator('.rs-home-footer__message')).toHaveText(message);
    await expect(footer.locator('.rs-home-footer__legal')).toHaveText(legal);
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeInViewport();
    // Last on the page: nothing of the home layout is drawn below it.
    const below = await footer.evaluate((element) => {
      const bottom = element.getBoundingClientRect().bottom;
      return [...document.querySelectorAll('.rs-home *')].filter(
        (other) => !element.contains(other) && other.getBoundingClientRect().top >= bottom,
      ).length;
    });
    expect(below).toBe(0);
  });
}

for (const [prefix, label] of [
  ['', 'Source'],
  ['/zh', '查看源文件'],
] as const) {
  test(`one Source link per page, to the page's Markdown copy the site serves: ${prefix || '/'}`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/config/lib/dts`);
    const links = page.getByRole('link', { name: label, exact: true });
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', `${prefix}/config/lib/dts.md`);
    const source = await request.get(`${prefix}/config/lib/dts.md`);
    expect(source.status()).toBe(200);
    expect(await source.text()).toContain('dts');
  });

  test(`a fragment page says what it is part of and links there: ${prefix || '/'}`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/guide/start/components/UMD`);
    await expect(page.locator('h1')).toHaveText(/UMD/);
    const context = page.locator('.rs-fragment-context');
    await expect(context).toHaveCount(1);
    await expect(context.getByRole('link')).toHaveAttribute(
      'href',
      `${prefix}/guide/basic/output-format#umd`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${prefix}/guide/basic/output-format$`),
    );
  });
}

test('the introduction diagram is text: dark bands in dark mode, 12 px or more on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/guide/start/');
  await expect(page.locator('html')).toHaveClass(/\brp-dark\b/);
  const layers = page.locator('.rs-layers__layer');
  await expect(layers).toHaveText([/^Rslib/, /^Rsbuild/, /^Rspack/]);
  const report = await layers.evaluateAll((elements) =>
    elements.map((element) => {
      const [r = 0, g = 0, b = 0, alpha = 1] = (
        getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number);
      const smallest = Math.min(
        ...[...element.querySelectorAll('*')].map((child) =>
          Number.parseFloat(getComputedStyle(child).fontSize),
        ),
      );
      const fits = element.scrollWidth <= element.clientWidth + 1;
      // The band's tint over the dark page (about #1b1b1f).
      const brightness = ((r + g + b) / 3) * alpha + 27 * (1 - alpha);
      return { brightness, smallest, fits };
    }),
  );
  for (const layer of report) {
    // Translucent tints over the dark page, not a white panel.
    expect(layer.brightness).toBeLessThan(128);
    expect(layer.smallest).toBeGreaterThanOrEqual(12);
    expect(layer.fits).toBe(true);
  }
});

test('a code block wider than the column is a named, focusable region; one that fits is not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  // A ResizeObserver reports each block after the browser's first layout.
  await expect(async () => {
    const blocks = await page.locator('.rspress-doc .rp-codeblock pre').evaluateAll((pres) =>
      pres.map((pre) => {
        const box = pre.parentElement as HTMLElement;
        return {
          scrolls: box.scrollWidth > box.clientWidth + 1,
          tabIndex: pre.getAttribute('tabindex'),
          role: pre.getAttribute('role'),
          label: pre.getAttribute('aria-label'),
        };
      }),
    );
    expect(blocks.some((block) => block.scrolls)).toBe(true);
    expect(blocks.some((block) => !block.scrolls)).toBe(true);
    for (const block of blocks) {
      if (block.scrolls) {
        expect(block).toMatchObject({
          tabIndex: '0',
          role: 'region',
          label: 'Code, scrolls sideways',
        });
      } else {
        expect(block).toMatchObject({ tabIndex: null, role: null, label: null });
      }
    }
  }).toPass();
});
