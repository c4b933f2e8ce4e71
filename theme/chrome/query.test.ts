import { describe, expect, it } from '@rstest/core';
import { applyPageOverrides, frontmatterFromQuery } from './query';

describe('frontmatterFromQuery', () => {
  it('turns each part=0 into frontmatter part: false', () => {
    expect(frontmatterFromQuery('?navbar=0')).toEqual({ navbar: false });
    expect(frontmatterFromQuery('?sidebar=0&outline=0&footer=0')).toEqual({
      sidebar: false,
      outline: false,
      footer: false,
    });
  });

  it('ignores other values and other parameters', () => {
    expect(frontmatterFromQuery('')).toBeUndefined();
    expect(frontmatterFromQuery('?navbar=1&sidebar=false&q=0')).toBeUndefined();
    expect(frontmatterFromQuery('?globalUIComponents=0')).toBeUndefined();
  });
});

describe('applyPageOverrides', () => {
  const page = { title: 'Quick Start', frontmatter: { title: 'Quick Start' } };

  it('returns the same page object when nothing applies', () => {
    expect(applyPageOverrides(page, '?x=1', 'Overview')).toBe(page);
  });

  it('merges the query switches into the frontmatter', () => {
    expect(applyPageOverrides(page, '?footer=0', 'Overview').frontmatter).toEqual({
      title: 'Quick Start',
      footer: false,
    });
  });

  it('titles an untitled overview page with the localised text', () => {
    const overview = { title: '', frontmatter: { overview: true } };
    expect(applyPageOverrides(overview, '', '概览').title).toBe('概览');
    const titled = { title: 'Config', frontmatter: { overview: true } };
    expect(applyPageOverrides(titled, '', '概览').title).toBe('Config');
  });
});
