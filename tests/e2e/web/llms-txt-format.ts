/**
 * The llms.txt format as the reference parser of llmstxt.org reads it (the
 * `llms_txt` Python package's `parse_llms_file`, ported): the text before the
 * first `##` holds the H1 title, an optional `>` summary and free text; each
 * `##` line starts a section whose lines are `- [title](url): description`
 * links. Like the reference, a `###` line also starts a section (its title
 * then begins with `#`), and a line that is not a link reads as nothing.
 */
export interface LlmsLink {
  title: string;
  url: string;
  desc?: string;
}

export interface LlmsTxt {
  title: string;
  summary?: string;
  info: string;
  /** Section title → its lines read as links (null where a line is not one). */
  sections: Map<string, (LlmsLink | null)[]>;
}

function parseLink(line: string): LlmsLink | null {
  const match = /-\s*\[(?<title>[^\]]+)\]\((?<url>[^)]+)\)(?::\s*(?<desc>.*))?/.exec(line);
  if (!match?.groups) return null;
  const { title = '', url = '', desc } = match.groups;
  return desc === undefined ? { title, url } : { title, url, desc };
}

export function parseLlmsTxt(text: string): LlmsTxt {
  const [start = '', ...rest] = text.split(/^##\s*(.*?$)/m);
  const sections = new Map<string, (LlmsLink | null)[]>();
  for (let index = 0; index < rest.length; index += 2) {
    const lines = (rest[index + 1] ?? '')
      .trim()
      .split(/\n+/)
      .filter((line) => line.trim());
    sections.set(rest[index] ?? '', lines.map(parseLink));
  }
  const head = /^#\s*(?<title>.+?$)\n+(?:^>\s*(?<summary>.+?$)$)?\n*(?<info>.*)/ms.exec(
    start.trim(),
  );
  if (!head?.groups) throw new Error('llms.txt does not start with an H1 title');
  return {
    title: head.groups.title ?? '',
    summary: head.groups.summary,
    info: (head.groups.info ?? '').trim(),
    sections,
  };
}
