/**
 * The security headers the build's `_headers` gives every response, as the
 * static server sends them (Netlify and Cloudflare Pages read the same file).
 * tests/e2e/layout/audit.spec.ts opens every page under this policy and fails
 * on any violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { hashSource, inlineCode } from '../../../site/content-security-policy';
import { waitForHydration } from '../support/chrome';
import { builtPages, readBuilt } from './built-site';

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The directives the page's policy refuses from now on, as the browser reports them. */
async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(d: string): void }).reportViolation(
        event.effectiveDirective,
      ),
    ),
  );
  return violations;
}

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'served files are checked on the desktop project');

  test('every kind of response carries them, the not-found page included', async ({ request }) => {
    const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(readBuilt('index.html'))?.[1] ?? '';
    for (const url of [
      '/',
      '/zh/guide/start/quick-start',
      '/zh/no/such/page',
      script,
      '/llms.txt',
    ]) {
      const headers = (await request.get(url)).headers();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      const policy = directives(headers['content-security-policy'] ?? '');
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
    }
  });

  test('scripts and styles run only from the site or by the hash of every inline one the pages carry', async ({
    request,
  }) => {
    const policy = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
    const scriptSources = policy.get('script-src') ?? [];
    const styleSources = policy.get('style-src') ?? [];
    for (const sources of [scriptSources, styleSources]) {
      expect(sources[0]).toBe("'self'");
      expect(sources.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    }
    const missing = new Set<string>();
    for (const { file, route } of builtPages()) {
      const { scripts, styles } = inlineCode(readBuilt(file));
      for (const text of scripts) {
        if (!scriptSources.includes(hashSource(text)))
          missing.add(`${route}: ${text.slice(0, 60)}`);
      }
      for (const text of styles) {
        if (!styleSources.includes(hashSource(text))) missing.add(`${route}: ${text.slice(0, 60)}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  test('the browser enforces the policy: an inline script it does not list is refused', async ({
    page,
  }) => {
    const violations = await policyViolations(page);
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('h1')).toBeVisible();
    expect(violations).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations).toEqual(['script-src-elem']);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});

test(
  'what the theme adds while a reader uses the page passes the policy: phone menu, image zoom',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    const violations = await policyViolations(page);
    // The page with a body image (the bundle / bundleless diagram).
    await page.goto('/config/lib/bundle');
    await waitForHydration(page);
    if (testInfo.project.name === 'phone') {
      const menu = page.getByRole('button', { name: 'Site navigation' });
      await menu.click();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
      await menu.click();
      await expect(page.locator('.rp-nav-screen')).toBeHidden();
    }
    const image = page.locator('.rspress-doc img').first();
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    expect(violations).toEqual([]);
  },
);
