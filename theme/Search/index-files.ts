/**
 * The index files of a language and their fetches, shared by the nav's search
 * box (which starts the first stage on a sign of intent) and the panel. A
 * page view where the reader does not reach for the search fetches nothing.
 */
import { searchClientConfig } from '../../search/client-config';

export interface IndexFiles {
  /** The full index: every section's text. */
  full: string;
  /** Titles, summaries and headings only: small, answers while the full index loads. */
  firstStage?: string;
}

/** URLs of a language's indexes; undefined in remote mode or when the build made none. */
export function indexFiles(
  lang: string,
  version: string,
  resolveUrl: (path: string) => string,
): IndexFiles | undefined {
  const { indexes, firstStage, remote } = searchClientConfig();
  if (remote) return undefined;
  const pick = (files: Record<string, string>) =>
    files[`${version}###${lang}`] ?? files[`###${lang}`];
  const full = pick(indexes);
  if (!full) return undefined;
  const first = pick(firstStage ?? {});
  return { full: resolveUrl(full), firstStage: first ? resolveUrl(first) : undefined };
}

const requests = new Map<string, Promise<unknown>>();

/** Fetches and parses a JSON file once per page view; a failure is forgotten, so the next call retries. */
export function fetchJsonOnce(url: string): Promise<unknown> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
