/**
 * The site's Content-Security-Policy: everything from its own origin, inline
 * scripts and `<style>` elements only by the hash of their text (read from the
 * built pages), never inside a frame. Style attributes are allowed as a
 * class: Rspress and the highlighter write them on every page (token colours,
 * sidebar indentation), and an attribute can neither run script nor load
 * anything `img-src` does not allow.
 */
import { createHash } from 'node:crypto';

export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/** A `<script>` type the browser runs: none given, a JavaScript MIME type, or `module`. */
function isRunnable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || /^(text|application)\/javascript$/.test(type);
}

/** The text of every inline script and `<style>` element of a page, as the browser hashes it. */
export function inlineCode(html: string): InlineCode {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '') && isRunnable(match[1] ?? ''))
    .map((match) => match[2] ?? '');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(
    (match) => match[1] ?? '',
  );
  return { scripts, styles };
}

/** A CSP hash source for a script's or style's text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Style elements the theme's scripts add at run time: Rspress's phone menu
 * (NavScreen) adds this one while it is open. tests/e2e/web/security-headers.spec.ts
 * opens the menu and fails on a violation, so a changed text is found.
 */
export const runtimeStyles = [':root { --rp-home-background-bg: transparent; }'];

export function contentSecurityPolicy(code: InlineCode): string {
  const hashes = (texts: string[]) => [...new Set(texts.map(hashSource))].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes(code.scripts)],
    ['style-src', "'self'", ...hashes(code.styles)],
    ['style-src-attr', "'unsafe-inline'"],
    // The stylesheets draw their icons as data: SVG images.
    ['img-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
