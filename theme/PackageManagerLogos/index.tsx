import type { CSSProperties } from 'react';
import bunLogo from './bun.svg?url';
import denoLogo from './deno.svg?url';
import npmLogo from './npm.svg?url';
import pnpmLogo from './pnpm.svg?url';
import yarnLogo from './yarn.svg?url';
import './index.css';

/*
 * Rspress's package-manager tabs draw each tool's logo as inline SVG in every
 * tab of every block: Bun's alone is 4 KB, three times on the quick-start
 * page. site/plugins/package-manager-logos.ts puts these in place of Rspress's
 * Bun, Yarn and Deno icon modules: one small file each, cached, fetched only
 * when a tab shows. npm's and pnpm's are small, but repeated inline in every
 * block they still cost a long page about 0.2 kB of its gzip HTML.
 * Sizes are Rspress's: 1em of the tab label's 15 px, 1.2em for Bun.
 */

export function Bun() {
  return <img src={bunLogo} alt="" width={18} height={18} loading="lazy" decoding="async" />;
}

export function Npm() {
  return <img src={npmLogo} alt="" width={15} height={15} loading="lazy" decoding="async" />;
}

export function Pnpm() {
  return <img src={pnpmLogo} alt="" width={15} height={15} loading="lazy" decoding="async" />;
}

export function Yarn() {
  return <img src={yarnLogo} alt="" width={15} height={15} loading="lazy" decoding="async" />;
}

/** Deno's logo is drawn in the text colour (light and dark themes): a CSS mask of the file. */
export function Deno() {
  return (
    <span
      className="rs-package-manager-logo--deno"
      style={{ '--rs-deno-logo': `url("${denoLogo}")` } as CSSProperties}
    />
  );
}
