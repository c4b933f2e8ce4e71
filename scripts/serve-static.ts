/**
 * A plain static file server for the built site that answers as Cloudflare
 * Pages does (README "Deploying"), so the browser tests see what readers of
 * a deployed copy see:
 * - `/a/b` serves `a/b.html`; `/a/b/` and `/a/b.html` redirect to `/a/b`;
 * - `/a/` serves `a/index.html`; `/a` and `/a/index.html` redirect to `/a/`;
 * - the build's `_redirects` rules apply first (site/host-redirects.ts), and
 *   the headers of its `_headers` file are sent (site/host-headers.ts);
 * - an unknown path serves the nearest `404.html` up the path (`/zh/x` →
 *   `zh/404.html`, else the root one) with status 404.
 * Redirects keep the query. Used by the browser tests and benchmarks.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { type HeaderRule, headersFor, parseHostHeaders } from '../site/host-headers';
import { type HostRedirect, hostRedirectFor, parseHostRedirects } from '../site/host-redirects';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file a URL path maps to, directly or after a redirect to its clean form; undefined for a 404. */
export function resolveStaticPath(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(path.normalize(root))) return undefined;
  // `/a/b/` may name the page a/b.html; the root is only its index page.
  const pageOfFolder = decoded === '/' ? [] : [`${target.replace(/[\\/]+$/, '')}.html`];
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html'), ...pageOfFolder]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile);
}

/**
 * The clean path a host redirects a URL path to: `/a/b.html` and `/a/b/` →
 * `/a/b` for a page file, `/a/index.html` and `/a` → `/a/` for a folder's
 * index page; undefined when the path is served as it is (or not at all).
 */
export function cleanPathRedirect(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = resolveStaticPath(root, urlPath);
  if (!file?.endsWith('.html')) return undefined;
  const relative = path.relative(root, file).split(path.sep).join('/');
  const clean = `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
  return clean === decoded ? undefined : clean;
}

/** The `404.html` nearest to a missing URL path: in its folder or the closest one above. */
export function notFoundPath(root: string, urlPath: string): string {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  let dir = path.normalize(path.join(root, path.dirname(`${decoded}x`)));
  while (dir.startsWith(path.normalize(root)) && dir !== path.normalize(root)) {
    const page = path.join(dir, '404.html');
    if (isFile(page)) return page;
    dir = path.dirname(dir);
  }
  return path.join(root, '404.html');
}

export interface StaticServerOptions {
  /** Compress text responses with gzip when the client accepts it, as most static hosts do. */
  gzip?: boolean;
}

/** A file of the build folder parsed, and parsed again when it changes (a rebuild). */
const parsedFiles = new Map<string, { mtimeMs: number; value: unknown }>();

function readParsed<T>(file: string, parse: (text: string, file: string) => T): T | undefined {
  if (!isFile(file)) return undefined;
  const { mtimeMs } = statSync(file);
  let cached = parsedFiles.get(file);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, value: parse(readFileSync(file, 'utf8'), file) };
    parsedFiles.set(file, cached);
  }
  return cached.value as T;
}

function hostHeaders(root: string, urlPath: string): Record<string, string> {
  const rules = readParsed<HeaderRule[]>(path.join(root, '_headers'), parseHostHeaders);
  return rules ? headersFor(rules, decodeURIComponent(urlPath)) : {};
}

/** A `_redirects` rule that sends the path elsewhere (a 404 rule only names a page). */
function hostRedirect(root: string, urlPath: string): HostRedirect | undefined {
  const rules = readParsed<HostRedirect[]>(path.join(root, '_redirects'), parseHostRedirects);
  const rule = rules && hostRedirectFor(rules, decodeURIComponent(urlPath.split('?')[0] ?? '/'));
  return rule && rule.status !== 404 ? rule : undefined;
}

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

/** Answers one request from the files under `root`, as a plain static host would. */
export function serveStatic(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: StaticServerOptions = {},
) {
  const url = request.url ?? '/';
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const moved = hostRedirect(root, url);
  const clean = moved ? undefined : cleanPathRedirect(root, url);
  if (moved || clean) {
    response.writeHead(moved?.status ?? 308, {
      ...hostHeaders(root, url),
      location: `${encodeURI(moved?.to ?? clean ?? '/')}${query}`,
    });
    response.end();
    return;
  }
  const file = resolveStaticPath(root, url);
  const status = file ? 200 : 404;
  const body = file ?? notFoundPath(root, url);
  if (!isFile(body)) {
    // No build output yet (or a build is rewriting it): answer instead of crashing.
    response.writeHead(status === 404 ? 404 : 500, { 'content-type': 'text/plain' });
    response.end(`${request.url} not found in ${root}`);
    return;
  }
  const gzip =
    options.gzip === true &&
    compressible.has(path.extname(body)) &&
    /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(status, {
    ...hostHeaders(root, url),
    'content-type': contentTypes[path.extname(body)] ?? 'application/octet-stream',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  const stream = createReadStream(body);
  if (gzip) stream.pipe(createGzip()).pipe(response);
  else stream.pipe(response);
}

export function startStaticServer(
  root: string,
  port: number,
  options: StaticServerOptions = {},
): Promise<Server> {
  const server = createServer((request, response) => serveStatic(root, request, response, options));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'doc_build');
  const port = Number(process.argv[3] ?? 4173);
  await startStaticServer(root, port);
  console.log(`serving ${root} at http://127.0.0.1:${port}`);
}
