/**
 * Whether two URLs show the same page: Rspress without clean URLs (the floor)
 * shows `/` as `/index.html`.
 */
export function isSamePage(a: string, b: string): boolean {
  const route = (address: string) => new URL(address).pathname.replace(/(index)?\.html$/, '');
  return route(a) === route(b);
}
