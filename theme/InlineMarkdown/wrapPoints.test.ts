import { describe, expect, test } from '@rstest/core';
// Rspress's own renderer: the theme's entry point needs the site build's virtual modules.
import { renderInlineMarkdown as renderRspress } from '../../node_modules/@rspress/core/dist/theme/logic/utils.js';
import { withWrapPoints } from './wrapPoints';

const renderInlineMarkdown = withWrapPoints(renderRspress);

describe('withWrapPoints on Rspress’s title renderer', () => {
  test('gives a heading read from the page the same wrap points as its Markdown', () => {
    const fromMarkdown = renderInlineMarkdown('autoExternal.optionalDependencies');
    expect(fromMarkdown).toEqual({
      dangerouslySetInnerHTML: { __html: 'auto<wbr>External.<wbr>optional<wbr>Dependencies' },
    });
    expect(renderInlineMarkdown('auto<wbr>External.<wbr>optional<wbr>Dependencies')).toEqual(
      fromMarkdown,
    );
    expect(renderInlineMarkdown('ERR_<wbr>MODULE_<wbr>NOT_<wbr>FOUND &lt; x')).toEqual({
      dangerouslySetInnerHTML: { __html: 'ERR_<wbr>MODULE_<wbr>NOT_<wbr>FOUND &lt; x' },
    });
  });

  test('breaks code in HTML and Markdown alike, and leaves plain titles as text', () => {
    const code = { dangerouslySetInnerHTML: { __html: '<code>lib.<wbr>auto<wbr>External</code>' } };
    expect(renderInlineMarkdown('`lib.autoExternal`')).toEqual(code);
    expect(renderInlineMarkdown('<code>lib.<wbr>auto<wbr>External</code>')).toEqual(code);
    expect(renderInlineMarkdown('Getting started with JavaScript')).toEqual({
      children: 'Getting started with JavaScript',
    });
  });
});
