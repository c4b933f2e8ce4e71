import { describe, expect, it } from '@rstest/core';
import { retryingImport } from './retryingImport';

describe('retryingImport', () => {
  it('fetches once for every caller while the fetch is pending or has succeeded', async () => {
    let fetches = 0;
    const load = retryingImport(async () => ++fetches);
    const [first, second] = [load(), load()];
    expect(first).toBe(second);
    expect(await first).toBe(1);
    expect(await load()).toBe(1);
    expect(fetches).toBe(1);
  });

  it('resolves a failed fetch to undefined and fetches again on the next call', async () => {
    let fetches = 0;
    const load = retryingImport(async () => {
      fetches++;
      if (fetches === 1) throw new Error('ChunkLoadError');
      return 'module';
    });
    expect(await load()).toBeUndefined();
    expect(await load()).toBe('module');
    expect(await load()).toBe('module');
    expect(fetches).toBe(2);
  });
});
