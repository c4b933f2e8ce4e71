import { describe, expect, it } from '@rstest/core';
import { closedState, nextOpenState, type OpenEvent, type OpenState } from './openState';

const run = (events: OpenEvent[], from: OpenState = closedState) =>
  events.reduce(nextOpenState, from);

describe('product-family popover open state', () => {
  it('opens on hover and closes when the pointer leaves', () => {
    expect(run(['pointer-enter'])).toEqual({ open: true, pinned: false });
    expect(run(['pointer-enter', 'pointer-leave']).open).toBe(false);
  });

  it('opens on keyboard focus and closes when focus leaves', () => {
    expect(run(['keyboard-focus']).open).toBe(true);
    expect(run(['keyboard-focus', 'focus-leave']).open).toBe(false);
  });

  it('toggles on click when nothing else opened it (touch, mouse without hover)', () => {
    expect(run(['click'])).toEqual({ open: true, pinned: true });
    expect(run(['click', 'click']).open).toBe(false);
  });

  it('keeps a hover-opened popover open on click, and pins it', () => {
    const pinned = run(['pointer-enter', 'click']);
    expect(pinned).toEqual({ open: true, pinned: true });
    expect(nextOpenState(pinned, 'pointer-leave').open).toBe(true);
    expect(nextOpenState(pinned, 'focus-leave').open).toBe(true);
  });

  it('closes on dismiss (Escape, click outside) even when pinned', () => {
    expect(run(['click', 'dismiss'])).toEqual(closedState);
    expect(run(['pointer-enter', 'dismiss'])).toEqual(closedState);
  });

  it('does not unpin when hovered again', () => {
    expect(run(['click', 'pointer-enter'])).toEqual({ open: true, pinned: true });
  });
});
