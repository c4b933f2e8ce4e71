import { describe, expect, it } from '@rstest/core';
import { isProtocolRelative } from './href';

describe('isProtocolRelative', () => {
  it('accepts //host/path', () => {
    expect(isProtocolRelative('//cdn.example.com/a.html')).toBe(true);
    expect(isProtocolRelative('//rsbuild.rs')).toBe(true);
  });

  it('rejects site paths, relative paths, full URLs and empty hrefs', () => {
    expect(isProtocolRelative('/guide/start/')).toBe(false);
    expect(isProtocolRelative('///triple')).toBe(false);
    expect(isProtocolRelative('./quick-start')).toBe(false);
    expect(isProtocolRelative('https://rsbuild.rs')).toBe(false);
    expect(isProtocolRelative('#anchor')).toBe(false);
    expect(isProtocolRelative(undefined)).toBe(false);
  });
});
