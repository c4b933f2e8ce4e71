/**
 * A plain static file server for the built site, the way a simple static host
 * behaves: `/a/b` serves `a/b.html` or `a/b/index.html`, and an unknown path
 * serves the nearest `404.html` up the path (`/zh/x` → `zh/404.html`, else the
 * root one; Cloudflare Pages behaves so) with status 404, and the headers the
 * build's `_headers` file gives a path (scripts/host-headers.ts), as Netlify
 * and Cloudflare Pages send them. Used by the browser tests and benchmarks.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { type HeaderRule, headersFor, parseHostHeaders } from './host-headers';

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
};

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file a URL path maps to, or undefined for a 404. */
export function resolveStaticPath(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(path.normalize(root))) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile);
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

/** The `_headers` rules of a build folder, read again when the file changes (a rebuild). */
const headerRules = new Map<string, { mtimeMs: number; rules: HeaderRule[] }>();

function hostHeaders(root: string, urlPath: string): Record<string, string> {
  const file = path.join(root, '_headers');
  if (!isFile(file)) return {};
  const { mtimeMs } = statSync(file);
  let cached = headerRules.get(file);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, rules: parseHostHeaders(readFileSync(file, 'utf8'), file) };
    headerRules.set(file, cached);
  }
  return headersFor(cached.rules, decodeURIComponent(urlPath));
}

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

/** Answers one request from the files under `root`, as a plain static host would. */
export function serveStatic(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: StaticServerOptions = {},
) {
  const file = resolveStaticPath(root, request.url ?? '/');
  const status = file ? 200 : 404;
  const body = file ?? notFoundPath(root, request.url ?? '/');
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
    ...hostHeaders(root, request.url ?? '/'),
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
