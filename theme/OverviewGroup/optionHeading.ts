/**
 * True for a heading that names a configuration option or value: an
 * identifier path written as code (`dts.bundle`, `esm`) or a dotted path
 * (output.target). Prose headings (Related, Examples, 相关) are not.
 */
export function isOptionHeading(text: string): boolean {
  const code = /^`([^`]+)`$/.exec(text.trim());
  const name = code ? code[1] : text.trim();
  if (!name || !/^[\w$]+(\[\])?(\.[\w$]+(\[\])?)*$/.test(name)) return false;
  return code !== null || name.includes('.');
}
