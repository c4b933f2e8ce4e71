import { describe, expect, it } from '@rstest/core';
import { nextNavbarState } from './navbar';

const shown = { filled: false, hidden: false };

describe('nextNavbarState', () => {
  it('fills the bar from 100 px of scroll', () => {
    expect(nextNavbarState('never', 0, 99, shown).filled).toBe(false);
    expect(nextNavbarState('never', 0, 100, shown).filled).toBe(true);
  });

  it("with 'auto' hides on scroll down and shows on scroll up", () => {
    const down = nextNavbarState('auto', 100, 400, shown);
    expect(down).toEqual({ filled: true, hidden: true });
    expect(nextNavbarState('auto', 400, 400, down).hidden).toBe(true);
    expect(nextNavbarState('auto', 400, 380, down).hidden).toBe(false);
  });

  it("with 'auto' hides after a jump to an anchor, even upwards", () => {
    expect(nextNavbarState('auto', 900, 400, shown, true).hidden).toBe(true);
    expect(nextNavbarState('never', 900, 400, shown, true).hidden).toBe(false);
  });

  it('keeps the bar while it is still within its own height of the top', () => {
    expect(nextNavbarState('auto', 0, 40, shown).hidden).toBe(false);
  });

  it("never hides with 'never', 'always' or no setting", () => {
    for (const setting of ['never', 'always', undefined] as const) {
      expect(nextNavbarState(setting, 100, 800, shown).hidden).toBe(false);
    }
  });
});
