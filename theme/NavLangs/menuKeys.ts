/**
 * The menu item a key moves the focus to, as WAI-ARIA Authoring Practices
 * describe a menu: ArrowDown and ArrowUp to the next and previous item,
 * wrapping around, Home and End to the first and last; undefined for any
 * other key (or an empty menu).
 */
export function menuKeyTarget(key: string, from: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
