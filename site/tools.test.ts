import { describe, expect, it } from '@rstest/core';
import {
  allTools,
  findTool,
  localiseTool,
  organisationUrl,
  type ToolLink,
  toolGroups,
} from './tools';

describe('Rstack tool data', () => {
  it('names each tool once and points it at an https address', () => {
    const names = allTools.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of allTools) expect(new URL(tool.url).protocol).toBe('https:');
    expect(new URL(organisationUrl).protocol).toBe('https:');
  });

  it('gives every tool a Chinese and an English description and a local logo', () => {
    for (const tool of allTools) {
      expect(tool.desc).toMatch(/[\u4e00-\u9fff]/);
      expect(tool.descEn).not.toMatch(/[\u4e00-\u9fff]/);
      expect(tool.descEn.length).toBeGreaterThan(10);
      expect(tool.logo).toMatch(/^\/logos\/[a-z-]+\.svg$/);
    }
    for (const group of toolGroups) {
      expect(group.title).toMatch(/[\u4e00-\u9fff]/);
      expect(group.titleEn).not.toBe('');
    }
  });

  it('throws on an unknown tool name', () => {
    expect(() => findTool('Webpack')).toThrow('Unknown Rstack tool');
  });
});

describe('localisation', () => {
  const tool: ToolLink = {
    name: 'Demo',
    desc: '示例',
    descEn: 'Example',
    logo: '/logos/demo.svg',
    logoScale: 0.8,
    url: 'https://demo.dev/zh/',
    urlEn: 'https://demo.dev/',
  };

  it('uses desc and url on Chinese pages, descEn and urlEn on English ones', () => {
    expect(localiseTool(tool, 'zh')).toMatchObject({ desc: '示例', url: 'https://demo.dev/zh/' });
    expect(localiseTool(tool, 'en')).toMatchObject({ desc: 'Example', url: 'https://demo.dev/' });
    expect(localiseTool(tool, 'en').logoScale).toBe(0.8);
  });

  it('falls back to url when there is no urlEn', () => {
    const { urlEn: _unused, ...withoutUrlEn } = tool;
    expect(localiseTool(withoutUrlEn, 'en').url).toBe('https://demo.dev/zh/');
  });
});
