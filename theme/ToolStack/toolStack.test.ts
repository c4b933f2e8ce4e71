import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { siteTexts } from '../../site/i18n';
import { allTools, toolStack } from '../../site/tools';

const publicDir = path.join(__dirname, '../../docs/public');

describe('Tool Stack', () => {
  it('shows sibling tools taken from the shared tool list, never Rslib itself', () => {
    expect(toolStack.length).toBeGreaterThan(0);
    for (const tool of toolStack) expect(allTools).toContain(tool);
    expect(toolStack.map((tool) => tool.name)).not.toContain('Rslib');
  });

  it('has a local SVG logo for every tool, with no remote reference inside', () => {
    for (const tool of allTools) {
      const file = path.join(publicDir, tool.logo);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/(?:href|src)="https?:/);
    }
  });

  it('has its title and description in both languages', () => {
    for (const key of ['toolStackTitle', 'toolStackDesc'] as const) {
      expect(siteTexts[key].en).not.toBe('');
      expect(siteTexts[key].zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
