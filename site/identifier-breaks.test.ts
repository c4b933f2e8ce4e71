import { describe, expect, test } from '@rstest/core';
import {
  addIdentifierBreaks,
  breakIdentifier,
  identifierPieces,
  proseWordPieces,
} from './identifier-breaks';

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

describe('proseWordPieces', () => {
  test('cuts option paths and snake_case words, and leaves other words whole', () => {
    expect(proseWordPieces('ERR_MODULE_NOT_FOUND')).toEqual(['ERR_', 'MODULE_', 'NOT_', 'FOUND']);
    expect(proseWordPieces('output.filenameHash')).toEqual(['output.', 'filename', 'Hash']);
    expect(proseWordPieces('JavaScript')).toEqual(['JavaScript']);
    expect(proseWordPieces('Node.js')).toEqual(['Node.js']);
  });
});

describe('addIdentifierBreaks', () => {
  test('touches code elements only', () => {
    expect(addIdentifierBreaks('JavaScript <code>lib.autoExternal</code>')).toBe(
      'JavaScript <code>lib.<wbr>auto<wbr>External</code>',
    );
  });
});
