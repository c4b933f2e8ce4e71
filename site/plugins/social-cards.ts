/**
 * Social cards (Open Graph / Twitter images) and the favicon set, rasterised
 * at build time from our own logo SVG with resvg (WebAssembly) and the DejaVu
 * font shipped in an npm package, so no image is loaded from another host and
 * the build does not depend on the system's fonts. One card per section; the
 * card's text is Latin only (the font has no CJK glyphs), so Chinese pages
 * share the section's card.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { RspressPlugin } from '@rspress/core';
import type { CardSection } from '../../model/routes';

const require = createRequire(import.meta.url);

export const socialCardSize = { width: 1200, height: 630 } as const;

const cardText: Record<CardSection, { title: string; subtitle: string }> = {
  home: { title: 'Rslib', subtitle: 'The Rsbuild-based library development tool' },
  guide: { title: 'Rslib Guide', subtitle: 'Build, type and publish JavaScript libraries' },
  config: { title: 'Rslib Config', subtitle: 'Every option of rslib.config.ts' },
  api: {
    title: 'Rslib JavaScript API',
    subtitle: 'createRslib, defineConfig, loadConfig and more',
  },
};

export function socialCardPath(section: CardSection): string {
  return `/og/${section}.png`;
}

/** The logo's markup without its outer <svg> element, to nest it in a card. */
function logoInner(logoSvg: string): { viewBox: string; body: string } {
  const viewBox = /viewBox="([^"]+)"/.exec(logoSvg)?.[1];
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logoSvg)?.[1];
  if (!viewBox || !body)
    throw new Error('docs/public/rslib-logo.svg: expected an <svg> with a viewBox');
  return { viewBox, body };
}

export function socialCardSvg(section: CardSection, logoSvg: string, origin: string): string {
  const { width, height } = socialCardSize;
  const { viewBox, body } = logoInner(logoSvg);
  const { title, subtitle } = cardText[section];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#121212"/><stop offset="1" stop-color="#2a1620"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect x="0" y="${height - 12}" width="${width}" height="12" fill="#f0447a"/>
<svg x="96" y="96" width="160" height="160" viewBox="${viewBox}">${body}</svg>
<text x="96" y="400" font-family="DejaVu Sans" font-weight="700" font-size="84" fill="#ffffff">${title}</text>
<text x="96" y="480" font-family="DejaVu Sans" font-size="40" fill="#d6d6d6">${subtitle}</text>
<text x="96" y="560" font-family="DejaVu Sans" font-size="30" fill="#ff8a65">${new URL(origin).host}</text>
</svg>`;
}

/** A square icon: the logo on a transparent or white background. */
export function iconSvg(logoSvg: string, size: number, background?: string): string {
  const { viewBox, body } = logoInner(logoSvg);
  const fill = background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${fill}<svg width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg></svg>`;
}

/** An .ico file holding one PNG image (supported by every current browser). */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

let wasmReady: Promise<void> | undefined;
function loadResvg(): Promise<void> {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return wasmReady;
}

const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file),
);

export async function renderPng(svg: string): Promise<Uint8Array> {
  await loadResvg();
  const resvg = new Resvg(svg, {
    font: {
      loadSystemFonts: false,
      fontBuffers: fontFiles.map((file) => readFileSync(file)),
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  });
  return resvg.render().asPng();
}

export const manifest = {
  name: 'Rslib',
  short_name: 'Rslib',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
  theme_color: '#ffffff',
  background_color: '#ffffff',
  display: 'standalone',
};

/** Every generated file, by its path in the output folder. */
export async function socialFiles(
  logoSvg: string,
  origin: string,
): Promise<Map<string, Uint8Array | string>> {
  const files = new Map<string, Uint8Array | string>();
  for (const section of ['home', 'guide', 'config', 'api'] as const) {
    files.set(socialCardPath(section), await renderPng(socialCardSvg(section, logoSvg, origin)));
  }
  files.set('/favicon.ico', icoFromPng(await renderPng(iconSvg(logoSvg, 32)), 32));
  files.set('/apple-touch-icon.png', await renderPng(iconSvg(logoSvg, 180, '#ffffff')));
  files.set('/icon-192.png', await renderPng(iconSvg(logoSvg, 192)));
  files.set('/icon-512.png', await renderPng(iconSvg(logoSvg, 512)));
  files.set('/manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}

export function pluginSocialCards(options: { logo: string; origin: string }): RspressPlugin {
  return {
    name: 'rslib-docs:social-cards',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const [file, content] of await socialFiles(
        readFileSync(options.logo, 'utf8'),
        options.origin,
      )) {
        const target = path.join(outDir, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, content);
      }
    },
  };
}
