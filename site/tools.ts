/**
 * The Rstack family: the sibling tools shown in the nav's product-family
 * popover and, for five of them, in the home page's Tool Stack section.
 * This module is the only list of them; both views read it.
 */
import type { Lang } from './i18n';

/** One sibling tool. `desc` is the Chinese description, `descEn` the English one. */
export interface ToolLink {
  name: string;
  desc: string;
  descEn: string;
  /** Path of the logo under `docs/public/`. */
  logo: string;
  /** Scale factor for a logo whose artwork needs to look larger or smaller. */
  logoScale?: number;
  /** Site address, used on Chinese pages (and on English pages when `urlEn` is absent). */
  url: string;
  urlEn?: string;
}

export interface ToolGroup {
  title: string;
  titleEn: string;
  links: ToolLink[];
}

// Its own module, so that the popover's button can link to it without this list.
export { organisationUrl } from './organisation';

export const toolGroups: ToolGroup[] = [
  {
    title: 'Rstack 工具链',
    titleEn: 'Rstack toolchain',
    links: [
      {
        name: 'Rspack',
        desc: '基于 Rust 的高性能 JavaScript 打包工具',
        descEn: 'A fast JavaScript bundler written in Rust',
        logo: '/logos/rspack.svg',
        url: 'https://rspack.rs',
      },
      {
        name: 'Rsbuild',
        desc: '基于 Rspack 的 Web 应用构建工具',
        descEn: 'The Rspack-powered build tool for web apps',
        logo: '/logos/rsbuild.svg',
        url: 'https://rsbuild.rs',
      },
      {
        name: 'Rspress',
        desc: '基于 Rsbuild 的静态站点生成器',
        descEn: 'A static site generator built on Rsbuild',
        logo: '/logos/rspress.svg',
        url: 'https://rspress.rs',
      },
      {
        name: 'Rslib',
        desc: '基于 Rsbuild 的库开发工具',
        descEn: 'The Rsbuild-based library development tool',
        logo: '/logos/rslib.svg',
        url: 'https://rslib.rs',
      },
      {
        name: 'Rsdoctor',
        desc: '面向 Rspack 与 webpack 的构建分析工具',
        descEn: 'A build analyser for Rspack and webpack',
        logo: '/logos/rsdoctor.svg',
        url: 'https://rsdoctor.rs',
      },
      {
        name: 'Rstest',
        desc: '由 Rspack 驱动的测试框架',
        descEn: 'A testing framework powered by Rspack',
        logo: '/logos/rstest.svg',
        url: 'https://rstest.rs',
      },
      {
        name: 'Rslint',
        desc: '基于 TypeScript 原生编译器的高速代码检查工具',
        descEn: 'A fast linter built on the native TypeScript compiler',
        logo: '/logos/rslint.svg',
        url: 'https://rslint.rs',
      },
      {
        name: 'Awesome Rstack',
        desc: 'Rstack 生态中的社区资源与示例合集',
        descEn: 'Community resources and examples from the Rstack ecosystem',
        logo: '/logos/awesome-rstack.svg',
        logoScale: 0.9,
        url: 'https://github.com/web-infra-dev/awesome-rstack',
      },
    ],
  },
];

/** Every tool of every group, in display order. */
export const allTools: ToolLink[] = toolGroups.flatMap((group) => group.links);

/** The five tools the home page's Tool Stack presents next to Rslib. */
export const toolStackNames = ['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor', 'Rstest'] as const;

export function findTool(name: string): ToolLink {
  const tool = allTools.find((entry) => entry.name === name);
  if (!tool) throw new Error(`Unknown Rstack tool: ${name}`);
  return tool;
}

export const toolStack: ToolLink[] = toolStackNames.map(findTool);

/** A tool's description, address and group title in one language. */
export function localiseTool(tool: ToolLink, lang: Lang) {
  return {
    name: tool.name,
    desc: lang === 'zh' ? tool.desc : tool.descEn,
    url: lang === 'zh' ? tool.url : (tool.urlEn ?? tool.url),
    logo: tool.logo,
    logoScale: tool.logoScale,
  };
}

export type LocalisedTool = ReturnType<typeof localiseTool>;
