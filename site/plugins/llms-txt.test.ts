import { describe, expect, it } from '@rstest/core';
import { renderLlmsTxt } from './llms-txt';

const page = (routePath: string, title: string, description?: string) => ({
  routePath,
  title,
  description,
  link: `https://rslib.rs${routePath}.md`,
  frontmatter: {},
  lang: routePath.startsWith('/zh/') ? 'zh' : 'en',
  version: '',
});

describe('renderLlmsTxt', () => {
  it('makes an H2 of each sidebar group, named with its navigation section, and names "Others" after its one group', () => {
    const text = renderLlmsTxt({
      title: 'Rslib',
      description: 'ignored',
      lang: 'en',
      version: '',
      base: '/',
      siteOrigin: 'https://rslib.rs',
      sections: [
        {
          title: 'Guide',
          pages: [
            page('/guide/start/quick-start', 'Quick start', 'Start here.'),
            page('/guide/basic/cli', 'CLI'),
          ],
        },
        { title: 'Others', pages: [page('/api/javascript-api/core', 'Rslib core')] },
      ],
    });
    expect(text).toBe(
      [
        '# Rslib',
        '',
        '> The Rsbuild-based library development tool',
        '',
        '## Guide: Start',
        '',
        '- [Quick start](https://rslib.rs/guide/start/quick-start.md): Start here.',
        '',
        '## Guide: Basic',
        '',
        '- [CLI](https://rslib.rs/guide/basic/cli.md)',
        '',
        '## JavaScript API',
        '',
        '- [Rslib core](https://rslib.rs/api/javascript-api/core.md)',
        '',
      ].join('\n'),
    );
  });

  it('writes the Chinese index in Chinese', () => {
    const text = renderLlmsTxt({
      title: 'Rslib',
      description: 'The Rsbuild-based library development tool',
      lang: 'zh',
      version: '',
      base: '/',
      siteOrigin: 'https://rslib.rs',
      sections: [{ title: '配置', pages: [page('/zh/config/lib/format', 'format')] }],
    });
    expect(text).toContain('> 基于 Rsbuild 的库开发工具\n\n## 配置：Lib 配置\n\n- [format]');
  });
});
