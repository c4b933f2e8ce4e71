/**
 * The node half of the audit's link check: a chrome link is resolved against
 * the files of the build (and one hop of its static redirect pages) or, for
 * the Source link, against the files of this repository. Nothing is clicked
 * or fetched.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveStaticPath } from '../../../../scripts/serve-static';
import { docsSourceBaseUrl } from '../../../../site/repository';

export interface LinkContext {
  /** The origin the pages were served from. */
  origin: string;
  /** The folder of the build (doc_build). */
  buildDir: string;
  /** The repository root, where the Source link's files live. */
  repoRoot: string;
  /** Base URL of the Source links (the docs folder in this repository). */
  sourceBase?: string;
}

const refreshPattern = /<meta http-equiv="refresh" content="0; url=([^"]+)">/;

/** Why `href` leads nowhere, or undefined when it leads to a page or file. */
export function brokenLinkReason(href: string, context: LinkContext): string | undefined {
  const base = context.sourceBase ?? docsSourceBaseUrl();
  const sourceBase = base && `${base}/`;
  if (sourceBase && href.startsWith(sourceBase)) {
    const file = path.join(
      context.repoRoot,
      'docs',
      decodeURIComponent(href.slice(sourceBase.length)),
    );
    return existsSync(file) && statSync(file).isFile()
      ? undefined
      : `no file ${path.relative(context.repoRoot, file)} in this repository`;
  }
  const url = new URL(href, context.origin);
  // Other hosts (social links, Rsbuild's site) are not ours to check offline.
  if (url.origin !== context.origin) return undefined;
  return brokenRoute(url.pathname, context, 0);
}

function brokenRoute(pathname: string, context: LinkContext, hops: number): string | undefined {
  const file = resolveStaticPath(context.buildDir, pathname);
  if (!file) return `${pathname} is not in the build (404)`;
  if (!file.endsWith('.html')) return undefined;
  const redirect = refreshPattern.exec(readFileSync(file, 'utf8'))?.[1];
  if (!redirect) return undefined;
  if (hops > 0) return `${pathname} redirects again (to ${redirect})`;
  const target = new URL(redirect, new URL(pathname, context.origin));
  if (target.origin !== context.origin) return undefined;
  const reason = brokenRoute(target.pathname, context, hops + 1);
  return reason && `${pathname} redirects to ${target.pathname}: ${reason}`;
}
