/**
 * A protocol-relative URL (`//host/path`) points to another host with the
 * page's own scheme. Rspress's Link treats it as an internal route (it strips
 * `.html`, adds the base and navigates inside the app), so our Link hands it to
 * the browser untouched instead.
 */
export function isProtocolRelative(href: string | undefined): href is string {
  return typeof href === 'string' && /^\/\/[^/]/.test(href);
}
