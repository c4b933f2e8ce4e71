import { describe, expect, test } from '@rstest/core';
import {
  addIdentifierBreaks,
  addNameBreaks,
  breakIdentifier,
  identifierPieces,
  proseNamePieces,
} from './identifierBreaks';

describe('breakIdentifier', () => {
  test('breaks after dots and slashes and between camelCase words', () => {
    expect(breakIdentifier('dts.bundle.bundledPackages')).toBe(
      'dts.<wbr>bundle.<wbr>bundled<wbr>Packages',
    );
    expect(breakIdentifier('@rslib/core')).toBe('@rslib/<wbr>core');
    expect(breakIdentifier('output.distPath')).toBe('output.<wbr>dist<wbr>Path');
  });

  test('breaks after underscores between letters or digits', () => {
    expect(breakIdentifier('process.env.NODE_ENV')).toBe('process.<wbr>env.<wbr>NODE_<wbr>ENV');
    expect(identifierPieces('shims.esm.__filename')).toEqual(['shims.', 'esm.', '__filename']);
  });

  test('leaves single words, trailing dots and entities whole', () => {
    expect(breakIdentifier('shims')).toBe('shims');
    expect(breakIdentifier('end.')).toBe('end.');
    expect(breakIdentifier('a &lt;T&gt; &#x2E;b')).toBe('a &lt;T&gt; &#x2E;b');
  });
});

describe('proseNamePieces', () => {
  test('cuts option paths and snake_case words, and leaves other words whole', () => {
    expect(proseNamePieces('ERR_MODULE_NOT_FOUND in JavaScript on Node.js')).toEqual([
      'ERR_',
      'MODULE_',
      'NOT_',
      'FOUND in JavaScript on Node.js',
    ]);
    expect(proseNamePieces('output.filenameHash')).toEqual(['output.', 'filename', 'Hash']);
  });
});

describe('addIdentifierBreaks', () => {
  test('touches code elements only', () => {
    expect(addIdentifierBreaks('JavaScript <code>lib.autoExternal</code>')).toBe(
      'JavaScript <code>lib.<wbr>auto<wbr>External</code>',
    );
  });
});

describe('addNameBreaks', () => {
  test('breaks code, option paths and snake_case words, and leaves tags and entities whole', () => {
    expect(addNameBreaks('<em>lib.dts</em> in NODE_ENV &amp; <code>lib.autoExternal</code>')).toBe(
      '<em>lib.<wbr>dts</em> in NODE_<wbr>ENV &amp; <code>lib.<wbr>auto<wbr>External</code>',
    );
  });
});
