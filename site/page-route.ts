/**
 * A page's own route row, as the build writes it into the page's HTML
 * (site/plugins/lazy-route-table.ts) and the browser reads it
 * (theme/routes/route.ts): what Rspress's route object holds for the page,
 * with the ids the browser build gave the page's module and the chunks that
 * hold it. The page needs no row of any other page to show itself.
 *
 * It is an attribute of the element React hydrates (hydration does not look
 * at the container's attributes), in few bytes since every page carries it:
 * `data-page-route="<path> <lang> <module id> <chunk ids> [<file> [<version>]]"`,
 * fields URI-encoded, the file left out where it is the usual one.
 */

/** The element whose attribute carries the row: Rspress's root. */
export const ROOT_ELEMENT_ID = '__rspress_root';
const ROOT_TAG = `<div id="${ROOT_ELEMENT_ID}">`;

export type WebpackId = string | number;

export interface PageRoute {
  /** The route path, as Rspress's route table has it. */
  path: string;
  /** The page's file relative to the docs folder (Rspress's `filePath`). */
  filePath: string;
  lang: string;
  version: string;
  /** The page module's id in the browser build. */
  moduleId: WebpackId;
  /** The async chunks to load before the module can be required. */
  chunkIds: WebpackId[];
}

/** `/zh/guide/` in `zh` → `zh/guide/index.mdx`: the file a page's path and language usually mean. */
export function usualFile(path: string, lang: string): string {
  const inLang = lang ? path.replace(new RegExp(`^/${lang}(?=/)`), '') : path;
  return `${lang}${inLang}${inLang.endsWith('/') ? 'index' : ''}.mdx`;
}

// `&` too, which encodeURI keeps and an attribute would take for a character reference.
const encode = (value: string | number) => encodeURI(String(value)).replace(/&/g, '%26');

export function pageRouteAttribute(route: PageRoute): string {
  const fields = [
    encode(route.path),
    encode(route.lang),
    encode(route.moduleId),
    route.chunkIds.map(encode).join(','),
  ];
  if (route.version || route.filePath !== usualFile(route.path, route.lang)) {
    fields.push(encode(route.filePath));
  }
  if (route.version) fields.push(encode(route.version));
  return `data-page-route="${fields.join(' ')}"`;
}

/** The row from the attribute's value; an error names what is wrong. */
export function parsePageRoute(value: string): PageRoute {
  const fields = value.split(' ');
  const [path, lang, moduleId, chunkIds, filePath, version] = fields.map((field, index) =>
    index === 3 ? field : decodeURIComponent(field),
  );
  if (fields.length < 4 || fields.length > 6 || !path || lang === undefined || !moduleId) {
    throw new Error(`#${ROOT_ELEMENT_ID}: not a page route row: ${value}`);
  }
  return {
    path,
    lang,
    moduleId,
    chunkIds: (chunkIds ?? '').split(',').filter(Boolean).map(decodeURIComponent),
    filePath: filePath ?? usualFile(path, lang),
    version: version ?? '',
  };
}

/** The HTML with the row on the root element. */
export function withPageRoute(html: string, route: PageRoute, file: string): string {
  const at = html.indexOf(ROOT_TAG);
  if (at < 0) throw new Error(`${file}: no ${ROOT_TAG} to put the page's route row on`);
  const tag = `<div id="${ROOT_ELEMENT_ID}" ${pageRouteAttribute(route)}>`;
  return `${html.slice(0, at)}${tag}${html.slice(at + ROOT_TAG.length)}`;
}
