/**
 * `npm run check:external-links`: lists every external link of the built site
 * with counts per host and, when a network is reachable, checks each one.
 * Not part of `npm test`: these machines reach no host but the package
 * registries. Run `npm run build` first. Option: --build-root (default doc_build).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readRootOptions, stringOption } from './lib/args';
import { collectExternalLinks, countByHost, type LinkStatus, probe } from './links/external';

const options = readRootOptions({ 'build-root': { type: 'string' } });
const buildRoot = path.resolve(
  options.repoRoot,
  stringOption(options.values, 'build-root') ?? 'doc_build',
);
if (!existsSync(buildRoot)) {
  console.error(`check:external-links: no build at ${buildRoot}; run npm run build first`);
  process.exit(1);
}
const links = collectExternalLinks(buildRoot);
console.log(`check:external-links: ${links.size} external links`);
for (const [host, count] of countByHost(links))
  console.log(`  ${String(count).padStart(4)}  ${host}`);

const hrefs = [...links.keys()].sort();
const first = await probe(hrefs[0] ?? 'https://github.com/', 5000);
if (!first.ok && !/^HTTP /.test(first.detail)) {
  console.log(`\nNo network (${first.detail}): the links are listed, not checked.`);
  for (const href of hrefs) console.log(`  ${href}`);
  process.exit(0);
}

const results: LinkStatus[] = [first];
const queue = hrefs.slice(1);
await Promise.all(
  Array.from({ length: 6 }, async () => {
    for (let href = queue.shift(); href; href = queue.shift()) results.push(await probe(href));
  }),
);
const broken = results.filter((result) => !result.ok);
for (const { href, detail } of broken) {
  const pages = [...(links.get(href) ?? [])].slice(0, 3).join(', ');
  console.error(`✗ ${href} (${detail}) on ${pages}`);
}
console.log(
  `check:external-links: ${results.length - broken.length} reachable, ${broken.length} broken`,
);
process.exit(broken.length ? 1 : 0);
