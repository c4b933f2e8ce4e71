/**
 * The Markdown copies of the pages (a `.md` per page, llms-full.txt, llms.txt)
 * as AI tools read them. Rspress writes them from the rendered pages; this
 * cleans what that leaves behind:
 * - a fence's info string keeps the language, the title and a tab label
 *   (`[npm]`); the attributes the site's checks read (`fixture`, `files`,
 *   `output`, `expect-error`…) and highlight ranges mean nothing outside;
 * - characters written as numeric HTML entities (`&#x6BCF;`, which the
 *   Markdown writer puts after emphasis ending in CJK punctuation) are
 *   written as themselves, outside code;
 * - a link to `/x.md` where the page is an index page (`/x/index.md`) points
 *   at the file that exists;
 * - the hint for AI agents at the top is in the page's language.
 * Fences are tracked as CommonMark does, so a fence shown inside a longer
 * fence (````mdx around ```tsx preview) is content and stays as it is.
 */
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

export function cleanMarkdownCopy(
  copy: MarkdownCopy,
  options: { origin: string; exists: (file: string) => boolean },
): string {
  const lang = routeLang(`/${copy.file}`);
  let fence: { char: string; length: number } | undefined;
  return copy.text
    .split('\n')
    .map((line) => {
      const marker = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
      if (fence) {
        const closes =
          marker?.[2]?.[0] === fence.char &&
          (marker[2]?.length ?? 0) >= fence.length &&
          !marker[3]?.trim();
        if (closes) fence = undefined;
        return line;
      }
      if (marker) {
        const [, indent = '', run = '', info = ''] = marker;
        fence = { char: run[0] ?? '`', length: run.length };
        return info.trim() ? `${indent}${run}${publicFenceInfo(info)}` : line;
      }
      return fixIndexLinks(
        decodeEntities(localisedHint(line, lang)),
        options.origin,
        options.exists,
      );
    })
    .join('\n');
}
