import { describe, expect, it } from '@rstest/core';
import { frontmatterLength, parseFrontmatter, splitLines, stringField } from './frontmatter';

describe('frontmatter', () => {
  it('parses the YAML block at the top and counts its lines', () => {
    const parsed = parseFrontmatter('---\ntitle: "dts: types"\noverview: true\n---\n# T\n');
    expect(parsed).toEqual({ data: { title: 'dts: types', overview: true }, length: 4 });
    expect(stringField(parsed, 'title')).toBe('dts: types');
    expect(stringField(parsed, 'overview')).toBeUndefined();
  });

  it('gives an empty mapping without a block, for an empty block and an unclosed one', () => {
    expect(parseFrontmatter('# T\n')).toEqual({ data: {}, length: 0 });
    expect(parseFrontmatter('---\n---\n')).toEqual({ data: {}, length: 2 });
    expect(frontmatterLength(splitLines('---\ntitle: a\n'))).toBe(0);
  });

  it('reports broken YAML at its line in the file, and a block that is not a mapping', () => {
    const broken = parseFrontmatter('---\ntitle: a\ndescription: [b\n---\n');
    expect(broken.error?.line).toBeGreaterThanOrEqual(3);
    expect(broken.error?.message).toMatch(/^frontmatter is not valid YAML: /);
    expect(parseFrontmatter('---\n- a\n---\n').error?.message).toBe(
      'frontmatter is not a YAML mapping',
    );
  });

  it('splitLines reads CRLF and CR line ends', () => {
    expect(splitLines('a\r\nb\rc')).toEqual(['a', 'b', 'c']);
  });
});
