import { describe, expect, it } from '@rstest/core';
import type { DefaultsRecord, Format } from './collect';
import { compareRecords, endMarker, renderDefaults, replaceGenerated, startMarker } from './render';

const byFormat = (values: Record<Format, Record<string, string>>) => values;

function record(cjsLibraryType: string): DefaultsRecord {
  const target = {
    rsbuild: {
      'rspack.output.library.type': '"module"',
      'rsbuild.output.legalComments': '"linked"',
    },
    formats: byFormat({
      esm: {
        'rspack.output.library.type': '"modern-module"',
        'rsbuild.output.legalComments': '"linked"',
      },
      cjs: {
        'rspack.output.library.type': cjsLibraryType,
        'rsbuild.output.legalComments': '"linked"',
      },
      umd: { 'rspack.output.library.type': '"umd"', 'rsbuild.output.legalComments': '"linked"' },
      mf: { 'rspack.output.library.type': '"module"', 'rsbuild.output.legalComments': '"linked"' },
      iife: {
        'rspack.output.library.type': '"module"',
        'rsbuild.output.legalComments': '"linked"',
      },
    }),
  };
  return {
    rslibVersion: '1.0.1',
    rsbuildVersion: '2.2.14',
    defaultTarget: {
      rsbuild: '"web"',
      esm: '"node"',
      cjs: '"node"',
      umd: '"node"',
      mf: '"web"',
      iife: '"node"',
    },
    targets: { node: structuredClone(target), web: structuredClone(target) },
  };
}

describe('defaults record', () => {
  it('names the setting, target and format of a changed default', () => {
    const problems = compareRecords(record('"commonjs-static"'), record('"commonjs"'));
    expect(problems).toEqual([
      'rspack.output.library.type (node target, format cjs): recorded "commonjs-static", the tool now reports "commonjs"',
      'rspack.output.library.type (web target, format cjs): recorded "commonjs-static", the tool now reports "commonjs"',
    ]);
  });

  it('names a version change', () => {
    const fresh = { ...record('"commonjs-static"'), rslibVersion: '1.0.2' };
    expect(compareRecords(record('"commonjs-static"'), fresh)).toEqual([
      'rslibVersion: recorded 1.0.1, installed 1.0.2',
    ]);
  });

  it('renders one row for both targets when they agree, and lists equal settings as the same', () => {
    const text = renderDefaults(record('"commonjs-static"'), 'en');
    expect(text).toContain(
      '| Rspack `output.library.type`<br />`node`, `web` | `"module"` | `esm`: `"modern-module"`<br />`cjs`: `"commonjs-static"`<br />`umd`: `"umd"`<br />`mf`, `iife`: `"module"` |',
    );
    expect(text).toContain('- `output.legalComments`: `"linked"`');
    expect(text).toContain(
      '| `output.target` when the config sets none | `"web"` | `esm`, `cjs`, `umd`, `iife`: `"node"`<br />`mf`: `"web"` |',
    );
    expect(renderDefaults(record('"commonjs-static"'), 'zh')).toContain(
      '| Rspack 的 `output.library.type`<br />`node`, `web` |',
    );
  });

  it('replaces only the text between the markers, and names the file without them', () => {
    const page = `# Defaults\n\n${startMarker}\nold\n${endMarker}\n\nafter\n`;
    expect(replaceGenerated('defaults.mdx', page, 'new\n')).toBe(
      `# Defaults\n\n${startMarker}\n\nnew\n\n${endMarker}\n\nafter\n`,
    );
    expect(() => replaceGenerated('docs/en/config/defaults.mdx', '# Defaults\n', 'new')).toThrow(
      /docs\/en\/config\/defaults\.mdx: the markers/,
    );
  });
});
