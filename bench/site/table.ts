/** Markdown tables for the benchmark's report (pasted as they are into the README). */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
