import { describe, expect, it } from '@rstest/core';
import { readPercent } from './readingProgress';

describe('readPercent', () => {
  it('is 0 until the scroll offset and the first screen pass the 50 px start', () => {
    expect(readPercent(0, 800, 4000)).toBe(0);
    expect(readPercent(25, 800, 4000)).toBe(0);
  });

  it('counts the offset and the part of the window it has scrolled past, rounded down', () => {
    // (1000 − 50 + 800) / 3600 = 48.6 %
    expect(readPercent(1000, 800, 3600)).toBe(48);
    // Below one window: the offset counts twice. (300 − 50 + 300) / 1000 = 55 %
    expect(readPercent(300, 800, 1000)).toBe(55);
  });

  it('stops at 100, also for content with no height', () => {
    expect(readPercent(5000, 800, 3600)).toBe(100);
    expect(readPercent(100, 800, 0)).toBe(100);
  });
});
