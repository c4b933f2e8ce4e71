/**
 * The Markdown copies of the pages (a `.md` per page, llms-full.txt, llms.txt)
 * as AI tools read them. Rspress writes them from the rendered pages; this
 * cleans what that leaves behind:
 * - a fence's info string keeps the language, the title and a tab label
 *   (`[npm]`); the attributes the site's checks read (`fixture`, `files`,
 *   `output`, `expect-error`…) and highlight ranges mean nothing outside;
 * - Shiki's notation comments (`// [!code ++]`…), which only the page's
 *   styling reads, become a unified diff (added and removed lines) or go
 *   (highlights);
 * - characters written as numeric HTML entities (`&#x6BCF;`, which the
 *   Markdown writer puts after emphasis ending in CJK punctuation) are
 *   written as themselves, outside code;
 * - a link to `/x.md` where the page is an index page (`/x/index.md`) points
 *   at the file that exists;
 * - the hint for AI agents at the top is in the page's language.
 * Fences are tracked as CommonMark does, so a fence shown inside a longer
 * fence (````mdx around ```tsx preview) is content and stays as it is.
 */
import { notationAsText } from '../model/code-notation';
import { parseFenceInfo } from '../model/fences';
import { routeLang } from '../model/routes';
import { siteTexts } from './i18n';

/** Language, title and tab label of a fence's info string; nothing else. */
export function publicFenceInfo(info: string): string {
  const { lang, meta, attrs } = parseFenceInfo(info);
  const title = attrs.values.title;
  const label = /(^|\s)(\[[^\]]+\])/.exec(meta)?.[2];
  return [lang, title !== undefined && `title=${JSON.stringify(title)}`, label]
    .filter(Boolean)
    .join(' ');
}

/** Numeric entities of letters and digits as the characters themselves, outside inline code. */
function decodeEntities(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/&#(x[0-9a-f]+|\d+);/gi, (entity, code: string) => {
            const char = String.fromCodePoint(
              code[0]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(1), 16) : Number(code),
            );
            return /[\p{L}\p{N}]/u.test(char) ? char : entity;
          }),
    )
    .join('');
}

/** `(…/x.md)` links to an index page's copy rewritten to `(…/x/index.md)`. */
function fixIndexLinks(line: string, origin: string, exists: (file: string) => boolean): string {
  return line.replace(
    /\]\(((?:https?:\/\/[^/\s)]+)?)(\/[^\s)#]*?)\.md(#[^\s)]*)?\)/g,
    (link, host: string, route: string, fragment = '') => {
      if (host && host !== origin) return link;
      if (exists(`${route.slice(1)}.md`) || !exists(`${route.slice(1)}/index.md`)) return link;
      return `](${host}${route}/index.md${fragment})`;
    },
  );
}

/** The hint Rspress writes at the top of a copy, in the copy's language. */
const englishHint = /^> For AI agents: .* at (\S+)llms\.txt, .* at (\S+)llms-full\.txt\.$/;

function localisedHint(line: string, lang: 'en' | 'zh'): string {
  const match = englishHint.exec(line);
  if (!match) return line;
  return `> ${siteTexts.aiHint[lang]
    .replace('{{llmsTxt}}', `${match[1]}llms.txt`)
    .replace('{{llmsFullTxt}}', `${match[2]}llms-full.txt`)}`;
}

export interface MarkdownCopy {
  /** The file's path in the build: `zh/guide/start/index.md`, `llms-full.txt`. */
  file: string;
  text: string;
}

interface OpenFence {
  /** The opening line as written. */
  opening: string;
  indent: string;
  run: string;
  info: string;
  lines: string[];
}

/**
 * A fenced block as the copy shows it: the info string cut to its public part
 * and Shiki's notation written as plain text shows it
 * (model/code-notation.ts): a block with added or removed lines becomes a
 * `diff` fence whose `lang` names the code's language; a block with
 * highlights only loses the marks. The fence's own indent, which CommonMark
 * strips from its lines, stays in front of each line.
 */
export function cleanFence({ opening, indent, run, info, lines }: OpenFence): string[] {
  const head = info.trim() ? `${indent}${run}${publicFenceInfo(info)}` : opening;
  if (!lines.some((line) => line.includes('[!code'))) return [head, ...lines];
  const unindented = lines.map((line) =>
    line.startsWith(indent) ? line.slice(indent.length) : line.trimStart(),
  );
  const { code, diff } = notationAsText(unindented.join('\n'));
  const body = code.split('\n').map((line) => (line === '' ? '' : `${indent}${line}`));
  if (!diff) return [head, ...body];
  const { lang } = parseFenceInfo(info);
  const rest = publicFenceInfo(info).slice(lang.length).trim();
  const diffInfo = ['diff', lang && `lang="${lang}"`, rest].filter(Boolean).join(' ');
  return [`${indent}${run}${diffInfo}`, ...body];
}

export function cleanMarkdownCopy(
  copy: MarkdownCopy,
  options: { origin: string; exists: (file: string) => boolean },
): string {
  const lang = routeLang(`/${copy.file}`);
  const out: string[] = [];
  let fence: (OpenFence & { char: string; length: number }) | undefined;
  for (const line of copy.text.split('\n')) {
    const marker = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      const closes =
        marker?.[2]?.[0] === fence.char &&
        (marker[2]?.length ?? 0) >= fence.length &&
        !marker[3]?.trim();
      if (!closes) {
        fence.lines.push(line);
        continue;
      }
      out.push(...cleanFence(fence), line);
      fence = undefined;
      continue;
    }
    if (marker) {
      const [, indent = '', run = '', info = ''] = marker;
      fence = {
        char: run[0] ?? '`',
        length: run.length,
        opening: line,
        indent,
        run,
        info,
        lines: [],
      };
      continue;
    }
    out.push(
      fixIndexLinks(decodeEntities(localisedHint(line, lang)), options.origin, options.exists),
    );
  }
  // A fence left open runs to the end of the file, as in CommonMark.
  if (fence) out.push(...cleanFence(fence));
  return out.join('\n');
}

/** Every line of a Markdown copy that still holds a notation comment, 1-based. */
export function notationLeftovers(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      line.includes('[!code') ? [{ line: index + 1, text: line.trim() }] : [],
    );
}
