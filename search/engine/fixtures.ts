/** Small documents for the engine's unit tests. */
import type { SearchDocument } from './types';

export function doc(
  id: number,
  title: string,
  content: string,
  headers: string[] = [],
  routePath = `/page-${id}`,
): SearchDocument {
  let cursor = 0;
  const toc = headers.map((text, i) => {
    const charIndex = content.indexOf(text, cursor);
    cursor = Math.max(cursor, charIndex);
    return { text, id: `h-${i}`, depth: 2, charIndex };
  });
  return { id, title, content, toc, routePath, domain: '', lang: 'en', version: '' };
}

export const englishDocs: SearchDocument[] = [
  doc(
    0,
    'lib.umdName',
    'The umdName option names the global variable of a UMD bundle.\n\nDefault value\n\nundefined',
    ['Default value'],
    '/config/lib/umd-name',
  ),
  doc(
    1,
    'lib.dts',
    'Generate declaration files.\n\ndts.bundle\n\nBundle declaration files with API Extractor. Set lib.dts.bundle to true.\n\ndts.distPath\n\nThe output directory, also set by --dist-path.',
    ['dts.bundle', 'dts.distPath'],
    '/config/lib/dts',
  ),
  doc(
    2,
    'lib.externalHelpers',
    'Import helpers from @swc/helpers instead of inlining them. Install @swc/helpers as a dependency.',
    [],
    '/config/lib/external-helpers',
  ),
  doc(
    3,
    'Introduction',
    'Rslib is a library development tool based on Rsbuild. It bundles libraries.',
    [],
    '/guide/start/',
  ),
];

export const chineseDocs: SearchDocument[] = [
  doc(
    0,
    '声明文件',
    '声明文件是 TypeScript 库的重要产物。\n\n打包声明文件\n\n使用 API Extractor 打包声明文件。',
    ['打包声明文件'],
    '/zh/guide/advanced/dts',
  ),
  doc(
    1,
    '输出格式',
    'Rslib 支持多种输出格式，例如 ESM、CJS 和 UMD。构建工具会根据格式生成产物。',
    [],
    '/zh/guide/basic/output-format',
  ),
  doc(
    2,
    '介绍',
    'Rslib 是基于 Rsbuild 的库开发工具，使用构建工具打包产物，开箱即用。',
    [],
    '/zh/guide/start/',
  ),
];
