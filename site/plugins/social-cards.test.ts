import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { icoFromPng, renderPng, socialCardSize, socialCardSvg } from './social-cards';

const logo = readFileSync(path.join(__dirname, '../../docs/public/rslib-logo.svg'), 'utf8');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array) {
  const view = Buffer.from(png);
  expect(view.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

describe('social cards', () => {
  it('renders a 1200×630 PNG naming the section and the configured host', async () => {
    const svg = socialCardSvg('config', logo, 'https://docs.example.com');
    expect(svg).toContain('Rslib Config');
    expect(svg).toContain('docs.example.com');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(pngSize(await renderPng(svg))).toEqual(socialCardSize);
  });

  it('wraps a PNG in a one-image .ico', () => {
    const png = new Uint8Array([1, 2, 3]);
    const ico = Buffer.from(icoFromPng(png, 32));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico.readUInt32LE(14)]).toEqual([
      1, 1, 32, 3,
    ]);
    expect([...ico.subarray(22)]).toEqual([1, 2, 3]);
  });
});
