import { describe, expect, it } from '@rstest/core';
import { codeToHtml } from 'shiki';
import { isTypedConfigFence, transformerConfigTypes } from './config-types';

const config = `import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [{ format: 'esm', dts: true }],
});
`;

function render(code: string, meta: string) {
  return codeToHtml(code, {
    lang: 'ts',
    theme: 'github-light',
    meta: { __raw: meta },
    transformers: [transformerConfigTypes()],
  });
}

/** The data-type of the span wrapping `name`, as the browser would read it. */
function typeOf(html: string, name: string): string | undefined {
  const match = new RegExp(`class="rs-type"[^>]*data-type="([^"]*)"[^>]*>${name}</span>`).exec(
    html,
  );
  return match?.[1]?.replace(/&#x22;|&quot;/g, '"');
}

describe('types on config examples', () => {
  it('shows a property as @rslib/core declares it, its alias spelled out', async () => {
    const html = await render(config, 'title="rslib.config.ts"');
    const format = typeOf(html, 'format');
    expect(format).toContain('(property) LibConfig.format?: Format | undefined');
    expect(format).toMatch(/type Format = "esm" \| "cjs" \| "umd" \| "mf" \| "iife"/);
    expect(html).toMatch(/data-doc="[^"]*[Oo]utput format/);
    expect(typeOf(html, 'defineConfig')).toContain('RslibConfig');
  }, 60_000);

  it('leaves other fences, fragments and documented errors alone', async () => {
    for (const meta of ['title="src/index.ts"', 'title="rslib.config.ts" partial="a fragment"']) {
      expect(await render(config, meta)).not.toContain('rs-type');
    }
    expect(isTypedConfigFence('title="rslib.config.ts" expect-error="Cannot"')).toBe(false);
    expect(isTypedConfigFence('title="rslib.config.mts"')).toBe(true);
  });

  it('renders an example that does not type-check without types instead of failing', async () => {
    const html = await render(config.replace("'esm'", "'nope'"), 'title="rslib.config.ts"');
    expect(html).toContain('nope');
    expect(html).not.toContain('rs-type');
  });
});
