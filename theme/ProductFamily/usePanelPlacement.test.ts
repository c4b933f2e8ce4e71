import { describe, expect, it } from '@rstest/core';
import { panelPlacement } from './usePanelPlacement';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

describe('product-family panel placement', () => {
  it('sits 10 px below the button, its start aligned with the button', () => {
    expect(panelPlacement({ left: 24, bottom: 58 }, 560, desktop)).toEqual({
      left: 24,
      top: 68,
      availableHeight: 800 - 68 - 12,
    });
  });

  it('shifts left only as far as needed to keep 12 px from the right edge', () => {
    // 40 + 366 + 12 > 390: moved to 390 - 366 - 12 = 12.
    expect(panelPlacement({ left: 40, bottom: 56 }, 366, phone).left).toBe(12);
    expect(panelPlacement({ left: 300, bottom: 56 }, 560, desktop).left).toBe(300);
    expect(panelPlacement({ left: 900, bottom: 56 }, 560, desktop).left).toBe(1280 - 560 - 12);
  });

  it('never starts closer than 12 px to the left edge, nor has a negative height', () => {
    expect(panelPlacement({ left: 0, bottom: 56 }, 560, desktop).left).toBe(12);
    expect(panelPlacement({ left: 20, bottom: 900 }, 560, desktop).availableHeight).toBe(0);
  });
});
