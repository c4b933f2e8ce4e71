/**
 * The class of each token colour of Shiki's css-variables theme
 * (`color:var(--shiki-token-<name>)`): one letter, as it repeats on every
 * token of every code block. Written by site/plugins/static-code.ts (blocks
 * in the Markdown) and theme/ScrollableCode (blocks Rspress's components
 * render, such as the package-manager tabs); theme/styles/code-tokens.css
 * has the colours.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  comment: 'm',
  constant: 'c',
  deleted: 'd',
  function: 'f',
  inserted: 'i',
  keyword: 'k',
  link: 'l',
  parameter: 'a',
  punctuation: 'p',
  string: 's',
  'string-expression': 'x',
};
