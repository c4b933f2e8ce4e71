import { describe, expect, it } from '@rstest/core';
import type { RootContent } from 'hast';
import { rehypeHeadingBreaks } from './heading-breaks';
import { element, htmlAfter, text } from './test-support/hast';

const run = (...children: RootContent[]) => htmlAfter(rehypeHeadingBreaks, ...children);

describe('rehypeHeadingBreaks', () => {
  it('puts wrap points in a heading’s code and keeps the code in a name span', () => {
    expect(run(element('h3', element('code', text('autoExternal.optionalDependencies'))))).toBe(
      '<h3><span class="rs-name"><code>auto<wbr>External.<wbr>optional<wbr>Dependencies</code></span></h3>',
    );
    expect(run(element('h2', text('Using '), element('code', text('dts'))))).toBe(
      '<h2>Using <code>dts</code></h2>',
    );
  });

  it('puts option paths and snake_case words of prose in name spans, and no other word', () => {
    expect(run(element('h2', text('ERR_MODULE_NOT_FOUND in JavaScript on Node.js')))).toBe(
      '<h2><span class="rs-name">ERR_<wbr>MODULE_<wbr>NOT_<wbr>FOUND</span> in JavaScript on Node.js</h2>',
    );
    expect(run(element('h2', text('output.filenameHash and targets[].nodeVersion')))).toBe(
      '<h2><span class="rs-name">output.<wbr>filename<wbr>Hash</span> and <span class="rs-name">targets[].<wbr>node<wbr>Version</span></h2>',
    );
  });

  it('reaches headings inside other elements and leaves other text alone', () => {
    const section = element(
      'div',
      element('h4', element('a', element('code', text('lib.dts')))),
      element('p', element('code', text('lib.autoExternal'))),
    );
    expect(run(section)).toBe(
      '<div><h4><a><span class="rs-name"><code>lib.<wbr>dts</code></span></a></h4><p><code>lib.autoExternal</code></p></div>',
    );
  });
});
