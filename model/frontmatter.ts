/**
 * A page's frontmatter, read once and the same way everywhere: the `---` block
 * at the top of the file parsed as YAML by js-yaml (what Rspress's own
 * frontmatter reader accepts).
 */
import { load, type YAMLException } from 'js-yaml';

export interface Frontmatter {
  /** The fields; empty when the block is missing, empty or broken. */
  data: Record<string, unknown>;
  /** Lines taken by the block, both `---` included (0 when there is none). */
  length: number;
  /** Why the block could not be read, at the file's line. */
  error?: { line: number; message: string };
}

export function splitLines(source: string): string[] {
  return source.replace(/\r\n?/g, '\n').split('\n');
}

/** Number of leading lines taken by a `---` frontmatter block (0 when there is none). */
export function frontmatterLength(lines: string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  for (let index = 1; index < lines.length; index++) {
    if (lines[index]?.trim() === '---') return index + 1;
  }
  return 0;
}

export function parseFrontmatter(source: string): Frontmatter {
  const lines = splitLines(source);
  const length = frontmatterLength(lines);
  const text = lines.slice(1, length - 1).join('\n');
  // js-yaml 5 rejects an empty document; an empty block is simply no fields.
  if (length === 0 || !text.trim()) return { data: {}, length };
  try {
    const data = load(text);
    if (data === null || data === undefined) return { data: {}, length };
    if (typeof data === 'object' && !Array.isArray(data))
      return { data: data as Record<string, unknown>, length };
    return { data: {}, length, error: { line: 1, message: 'frontmatter is not a YAML mapping' } };
  } catch (error) {
    const yamlError = error as YAMLException;
    return {
      data: {},
      length,
      error: {
        line: 2 + (yamlError.mark?.line ?? 0),
        message: `frontmatter is not valid YAML: ${yamlError.reason ?? yamlError.message}`,
      },
    };
  }
}

/** A string field, trimmed, or undefined when absent or not a non-empty string. */
export function stringField(frontmatter: Frontmatter, key: string): string | undefined {
  const value = frontmatter.data[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
