import { normalizeImagePath } from '@rspress/core/runtime';
import heroDark from '../../docs/public/hero-dark.svg?url';
import heroLight from '../../docs/public/hero-light.svg?url';
import awesomeRstack from '../../docs/public/logos/awesome-rstack.svg?url';
import rsbuild from '../../docs/public/logos/rsbuild.svg?url';
import rsdoctor from '../../docs/public/logos/rsdoctor.svg?url';
import rslib from '../../docs/public/logos/rslib.svg?url';
import rslint from '../../docs/public/logos/rslint.svg?url';
import rspack from '../../docs/public/logos/rspack.svg?url';
import rspress from '../../docs/public/logos/rspress.svg?url';
import rstack from '../../docs/public/logos/rstack.svg?url';
import rstest from '../../docs/public/logos/rstest.svg?url';

/**
 * The images the theme draws from `docs/public/` (the home hero, the tool
 * logos of the Tool Stack and the product-family panel), as the bundler emits
 * them: files with a content hash under /static/, which browsers keep for a
 * year (docs/public/_headers). A file at the site's root would be asked for
 * again on every visit. Content and data name them by their public path.
 * One `?url` import each: a plain import of a small SVG would be inlined into
 * the script as a data URI. The nav logo, on every page, is imported by
 * theme/NavTitle itself, so that this table stays in the home page's and the
 * panel's chunks.
 */
const hashedUrls: Record<string, string> = {
  '/hero-dark.svg': heroDark,
  '/hero-light.svg': heroLight,
  '/logos/awesome-rstack.svg': awesomeRstack,
  '/logos/rsbuild.svg': rsbuild,
  '/logos/rsdoctor.svg': rsdoctor,
  '/logos/rslib.svg': rslib,
  '/logos/rslint.svg': rslint,
  '/logos/rspack.svg': rspack,
  '/logos/rspress.svg': rspress,
  '/logos/rstack.svg': rstack,
  '/logos/rstest.svg': rstest,
};

/** The hashed URL of a public image listed above; any other path or URL as Rspress resolves an image's. */
export function publicAssetUrl(publicPath: string): string {
  return hashedUrls[publicPath] ?? normalizeImagePath(publicPath);
}
