import { describe, expect, it } from '@rstest/core';
import { unexpectedLines } from './check-dev-exit';

describe('unexpectedLines', () => {
  it("allows Rspack's exit lines and the normal start-up output", () => {
    const output = [
      '🔥 Rspress v2.0.22',
      'ready   built in 0.27s',
      'ObjectRef is not unref, it considered as a memory leak',
    ].join('\n');
    expect(unexpectedLines(output)).toEqual([]);
  });

  it('reports a stack trace and error lines', () => {
    const output = [
      'ready   built in 0.27s',
      'TypeError: Cannot read properties of undefined',
      '    at close (file:///work/site/plugins/x.ts:3:1)',
    ].join('\n');
    expect(unexpectedLines(output)).toEqual([
      'TypeError: Cannot read properties of undefined',
      '    at close (file:///work/site/plugins/x.ts:3:1)',
    ]);
  });
});
