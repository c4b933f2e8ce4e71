import { describe, expect, it } from '@rstest/core';
import { menuKeyTarget } from './menuKeys';

describe('menuKeyTarget', () => {
  it('moves down and up, wrapping around', () => {
    expect(menuKeyTarget('ArrowDown', 0, 2)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 1, 2)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 2)).toBe(1);
    expect(menuKeyTarget('ArrowUp', 1, 3)).toBe(0);
  });

  it('goes to the ends on Home and End', () => {
    expect(menuKeyTarget('Home', 2, 3)).toBe(0);
    expect(menuKeyTarget('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty menus', () => {
    expect(menuKeyTarget('a', 0, 3)).toBeUndefined();
    expect(menuKeyTarget('ArrowDown', 0, 0)).toBeUndefined();
  });
});
