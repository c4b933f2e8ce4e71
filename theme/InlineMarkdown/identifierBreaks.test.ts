import { describe, expect, test } from '@rstest/core';
import { addIdentifierBreaks, breakIdentifier } from './identifierBreaks';

describe('breakIdentifier', () => {
  test('breaks after dots and slashes and between camelCase words', () => {
    expect(breakIdentifier('dts.bundle.bundledPackages')).toBe(
      'dts.<wbr>bundle.<wbr>bundled<wbr>Packages',
    );
    expect(breakIdentifier('@rslib/core')).toBe('@rslib/<wbr>core');
    expect(breakIdentifier('output.distPath')).toBe('output.<wbr>dist<wbr>Path');
  });

  test('leaves single words, trailing dots and entities whole', () => {
    expect(breakIdentifier('shims')).toBe('shims');
    expect(breakIdentifier('end.')).toBe('end.');
    expect(breakIdentifier('a &lt;T&gt; &#x2E;b')).toBe('a &lt;T&gt; &#x2E;b');
  });
});

describe('addIdentifierBreaks', () => {
  test('touches code elements only', () => {
    expect(addIdentifierBreaks('JavaScript <code>lib.autoExternal</code>')).toBe(
      'JavaScript <code>lib.<wbr>auto<wbr>External</code>',
    );
  });
});
