import { expect, type Page, test } from '@playwright/test';
import { COMPILE_HINT } from '../../../site/plugins/compile-hints';
import { topBar } from '../support/chrome';

/** The text of every script a page loads until the network is idle. */
async function loadedScripts(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      response.text().then(
        (text) => void scripts.set(new URL(response.url()).pathname, text),
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return scripts;
}

const homeCode = 'rs-stars__star';

test.describe('what each page ships', () => {
  test("the home page's hero and star field are not in a doc page's scripts", async ({ page }) => {
    const docScripts = await loadedScripts(page, '/guide/start/quick-start');
    expect(docScripts.size).toBeGreaterThan(0);
    for (const [file, text] of docScripts) expect(text, file).not.toContain(homeCode);

    const homeScripts = await loadedScripts(page, '/');
    const withHero = [...homeScripts].filter(([, text]) => text.includes(homeCode));
    // One chunk fetched for the home page alone (async chunks are named by id).
    expect(withHero.map(([file]) => file)).toEqual([
      expect.stringMatching(/^\/static\/js\/async\/[0-9a-z]+\.[0-9a-f]+\.js$/),
    ]);
    await expect(page.locator('.rs-stars')).toHaveAttribute('data-motion', /follow|still/, {
      timeout: 15_000,
    });
  });

  test("every script a page loads starts with V8's compile hint, so it compiles off the main thread", async ({
    page,
  }) => {
    for (const path of ['/guide/start/quick-start', '/']) {
      const scripts = await loadedScripts(page, path);
      expect(scripts.size, path).toBeGreaterThan(3);
      for (const [file, text] of scripts)
        expect(text.startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
    }
  });

  test('the product-family tool list is fetched when the pointer reaches its button, not with the page', async ({
    page,
  }) => {
    const listCode = 'rs-product-family__card';
    const scripts = await loadedScripts(page, '/guide/start/quick-start');
    const withList = [...scripts].filter(([, text]) => text.includes(listCode));
    expect(withList.map(([file]) => file)).toEqual([]);
    const fetched = page.waitForResponse(
      async (response) =>
        new URL(response.url()).pathname.endsWith('.js') &&
        (await response.text()).includes(listCode),
    );
    await page.getByRole('button', { name: 'Rstack tools' }).hover();
    await fetched;
    await expect(page.locator(`.${listCode}`).first()).toBeVisible();
  });

  test("a typed identifier's popup code is fetched when the pointer first reaches one, not with the page", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'no hover on a phone');
    const popupCode = 'rs-type-popover';
    const scripts = await loadedScripts(page, '/config/lib/format');
    const withPopup = [...scripts].filter(([, text]) => text.includes(popupCode));
    expect(withPopup.map(([file]) => file)).toEqual([]);
    const fetched = page.waitForResponse(
      async (response) =>
        new URL(response.url()).pathname.endsWith('.js') &&
        (await response.text()).includes(popupCode),
    );
    await page
      .locator('pre code .rs-type', { hasText: /^format$/ })
      .first()
      .hover();
    await fetched;
    await expect(page.getByRole('tooltip')).toContainText('Format');
  });

  test("a doc page's scripts hold none of Rspress's Markdown controls that this site does not show", async ({
    page,
  }) => {
    const scripts = await loadedScripts(page, '/guide/start/quick-start');
    for (const [file, text] of scripts) {
      expect(text.includes('rp-llms-view-options'), file).toBe(false);
      expect(text.includes('rp-outline__open-in-wrapper'), file).toBe(false);
    }
  });

  test('a page reached in the app shows its own description, source link and last-updated time, which page data no longer carries', async ({
    page,
    request,
  }) => {
    const served = await (await request.get('/guide/start/')).text();
    const expected = served.match(/<meta name="description" content="([^"]+)"/)?.[1];
    const updated = served.match(/Last Updated<!-- -->: <span>([^<]+)</)?.[1];
    expect(expected).toBeTruthy();
    expect(updated).toBeTruthy();
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await topBar(page).locator('a[href="/guide/start/"]').first().click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      expected ?? '',
    );
    // Without a configured repository, the page's own Markdown copy.
    await expect(page.getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      '/guide/start/index.md',
    );
    await expect(page.getByText(`Last Updated: ${updated}`)).toBeVisible();
  });

  test('the home page has one <main> landmark holding the hero', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Rslib');
  });

  test('the nav logo has its size in the HTML, no name of its own and a cacheable file', async ({
    page,
  }) => {
    await page.goto('/guide/start/quick-start');
    const logo = page.locator('.rp-nav__title img');
    await expect(logo).toHaveAttribute('width', '26');
    await expect(logo).toHaveAttribute('height', '26');
    await expect(logo).toHaveAttribute('alt', '');
    // A hashed file under /static/, which browsers keep (docs/public/_headers).
    await expect(logo).toHaveAttribute('src', /^\/static\/.+\.[0-9a-f]{8,}\.svg$/);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('.rp-nav__title a')).toHaveAccessibleName('Rslib');
  });

  test('code-block icons are drawn once in CSS, not as SVG in every block', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const group = page.locator('.rp-code-button-group').first();
    await expect(page.locator('.rp-code-button-group svg')).toHaveCount(0);
    for (const name of ['copy', 'success', 'wrap', 'wrapped']) {
      const icon = group.locator(`.rs-icon--${name}`);
      await expect(icon).toHaveCount(1);
      const drawn = await icon.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return { mask: style.maskImage, width: box.width, height: box.height };
      });
      expect(drawn.mask, name).toContain('data:image/svg+xml');
      // Rspress's CSS sizes the icons 20 × 20 px (the wrapped and copied ones start scaled to 0).
      if (name === 'copy' || name === 'wrap')
        expect(drawn).toMatchObject({ width: 20, height: 20 });
    }
  });

  test("the top bar's icons are drawn once in CSS, not as SVG in every page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/guide/start/quick-start')).text();
    const header = html.slice(html.indexOf('<header class="rp-nav"'), html.indexOf('</header>'));
    // Rspress's own small chevrons of the language menus stay SVG.
    const svgClasses = [...header.matchAll(/<svg[^>]*>/g)].map(
      ([tag]) => tag.match(/class="([^"]*)"/)?.[1]?.trim() ?? '(none)',
    );
    expect(svgClasses.length).toBeGreaterThan(0);
    for (const name of svgClasses) expect(name).toMatch(/^rp-nav-(menu__item|screen-langs)__icon$/);
    // The tablet and phone widths show their menu buttons.
    for (const width of [1280, 1000, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/guide/start/quick-start');
      const expected: [string, number, number][] =
        width === 1280
          ? [
              ['.rs-product-family__trigger .rs-icon--grid', 20, 20],
              ['.rs-search-button__icon', 20, 20],
              // The tablet menu's panel holds another toggle, hidden at this width.
              ['.rp-nav__others .rs-switch-appearance__icon--sun', 24, 24],
              ['.rp-nav__others .rs-icon--github', 20, 20],
              ['.rp-nav__others .rs-icon--x', 20, 20],
              ['.rp-nav__others .rs-icon--discord', 20, 20],
            ]
          : width === 1000
            ? [['.rp-nav-hamburger__md .rs-icon--menu', 21, 21]]
            : [['.rp-nav-hamburger__sm .rs-icon--menu', 20, 20]];
      for (const [selector, iconWidth, iconHeight] of expected) {
        const icon = page.locator(selector);
        await expect(icon, selector).toBeVisible();
        const drawn = await icon.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return { mask: style.maskImage, width: box.width, height: box.height };
        });
        expect(drawn.mask, selector).toContain('data:image/svg+xml');
        expect(drawn, selector).toMatchObject({ width: iconWidth, height: iconHeight });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const moon = page.locator('.rp-nav__others .rs-switch-appearance__icon--moon');
    await expect(moon).toBeVisible();
    await expect(page.locator('.rp-nav__others .rs-switch-appearance__icon--sun')).toBeHidden();
    expect(await moon.evaluate((element) => element.getBoundingClientRect().width)).toBe(19);
  });

  test('package-manager tabs draw the logos from the stylesheet: no image, SVG or inline style in their labels', async ({
    page,
    request,
  }) => {
    await page.goto('/guide/start/quick-start');
    const tablist = page.getByRole('main').getByRole('tablist').first();
    await expect(tablist.locator('svg, img, [style]')).toHaveCount(0);
    // Rspress's sizes: 1em of the label's 15 px, 1.2em for Bun.
    for (const [name, size] of [
      ['npm', 15],
      ['yarn', 15],
      ['pnpm', 15],
      ['bun', 18],
    ] as const) {
      const tab = tablist.getByRole('tab', { name, exact: true });
      const logo = await tab.locator('.rs-pm').evaluate((label) => {
        const style = getComputedStyle(label, '::before');
        return { image: style.backgroundImage, width: style.width, height: style.height };
      });
      expect(logo, name).toMatchObject({ width: `${size}px`, height: `${size}px` });
      const file = logo.image.match(/^url\("(.+)"\)$/)?.[1] ?? '';
      expect(file, name).toMatch(new RegExp(`/static/svg/${name}\\.[0-9a-f]+\\.svg$`));
      const response = await request.get(file);
      expect(response.ok(), file).toBe(true);
      expect(await response.text(), file).toContain('<svg');
    }
    // The first tabs offer no Deno command; a later block does. Its logo is a mask in the text colour.
    const deno = page.getByRole('tab', { name: 'deno', exact: true }).first().locator('.rs-pm');
    expect(await deno.evaluate((label) => getComputedStyle(label, '::before').maskImage)).toMatch(
      /url\(.*\/deno\.[0-9a-f]+\.svg/,
    );
  });
});
