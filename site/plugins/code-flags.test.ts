import { describe, expect, it } from '@rstest/core';
import type { RootContent } from 'hast';
import { rehypeCodeFlags } from './code-flags';
import { element, htmlAfter, text } from './test-support/hast';

const run = (...children: RootContent[]) => htmlAfter(rehypeCodeFlags, ...children);

describe('rehypeCodeFlags', () => {
  it('puts each flag of inline code in a span that does not wrap', () => {
    expect(run(element('p', element('code', text('npx rslib build --lib esm -D'))))).toBe(
      '<p><code>npx rslib build <span class="rs-flag">--lib</span> esm <span class="rs-flag">-D</span></code></p>',
    );
    expect(run(element('td', element('code', text('--no-auto-external'))))).toBe(
      '<td><code><span class="rs-flag">--no-auto-external</span></code></td>',
    );
  });

  it('leaves hyphens inside words, quoted flags, prose and code blocks alone', () => {
    expect(run(element('p', element('code', text('@microsoft/api-extractor "--watch" --'))))).toBe(
      '<p><code>@microsoft/api-extractor "--watch" --</code></p>',
    );
    expect(run(element('p', text('run with --lib esm')))).toBe('<p>run with --lib esm</p>');
    expect(run(element('pre', element('code', text('rslib build --watch'))))).toBe(
      '<pre><code>rslib build --watch</code></pre>',
    );
  });
});
