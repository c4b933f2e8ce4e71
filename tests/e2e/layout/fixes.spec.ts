import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

for (const path of ['/guide/solution/', '/guide/migration/tsup']) {
  test(`wide tables scroll in a focusable, named box and clip no cell: ${path}`, async ({
    page,
  }) => {
    await page.goto(path);
    const boxes = page.locator('.rp-doc .rslib-table-scroll');
    expect(await boxes.count()).toBeGreaterThan(0);
    const report = await boxes.evaluateAll((elements) =>
      elements.map((box) => {
        const boxRect = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        const table = box.querySelector('table');
        const cells = [...box.querySelectorAll('th, td')];
        // A cell whose text is wider than the cell is cut, not scrolled.
        const clippedCells = cells
          .filter((cell) => cell.scrollWidth > (cell as HTMLElement).clientWidth + 1)
          .map((cell) => cell.textContent?.slice(0, 40));
        return {
          tabIndex: box.getAttribute('tabindex'),
          label: box.getAttribute('aria-label'),
          overflows: box.scrollWidth > box.clientWidth,
          scrollable: ['auto', 'scroll'].includes(style.overflowX),
          tableFits: (table?.scrollWidth ?? 0) <= (table?.getBoundingClientRect().width ?? 0) + 1,
          boxInColumn:
            boxRect.right <= (box.closest('.rp-doc')?.getBoundingClientRect().right ?? 0) + 1,
          clippedCells,
        };
      }),
    );
    for (const [index, box] of report.entries()) {
      const name = `${path} table ${index + 1}`;
      expect(box.tabIndex, `${name} is focusable`).toBe('0');
      expect(box.label, `${name} has a name`).toMatch(/\S/);
      if (box.overflows) expect(box.scrollable, `${name} overflows, so it scrolls`).toBe(true);
      expect(box.tableFits, `${name}: the table does not clip its own content`).toBe(true);
      expect(box.boxInColumn, `${name} stays in the text column`).toBe(true);
      expect(box.clippedCells, `${name}: no cell is cut`).toEqual([]);
    }
    expect(
      report.some((box) => box.overflows),
      `${path} has a table wider than the column`,
    ).toBe(true);
    const axe = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
}
