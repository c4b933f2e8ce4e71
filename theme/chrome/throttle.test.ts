import { describe, expect, it, rstest } from '@rstest/core';
import { throttle } from './throttle';

describe('throttle', () => {
  it('runs the first call at once and one trailing call with the latest arguments', () => {
    rstest.useFakeTimers();
    let clock = 0;
    const calls: number[] = [];
    const throttled = throttle(
      (y: number) => calls.push(y),
      200,
      () => clock,
    );

    throttled(1);
    expect(calls).toEqual([1]);
    clock = 50;
    throttled(2);
    clock = 120;
    throttled(3);
    expect(calls).toEqual([1]);

    clock = 200;
    rstest.advanceTimersByTime(200);
    expect(calls).toEqual([1, 3]);

    clock = 450;
    throttled(4);
    expect(calls).toEqual([1, 3, 4]);
    rstest.useRealTimers();
  });

  it('drops the pending call on cancel', () => {
    rstest.useFakeTimers();
    let clock = 0;
    const calls: number[] = [];
    const throttled = throttle(
      (y: number) => calls.push(y),
      200,
      () => clock,
    );
    throttled(1);
    clock = 10;
    throttled(2);
    throttled.cancel();
    rstest.advanceTimersByTime(500);
    expect(calls).toEqual([1]);
    rstest.useRealTimers();
  });
});
