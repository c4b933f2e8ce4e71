/**
 * Rspress's package-manager tabs import each tool's logo from their own icon
 * modules (not from the theme), so the theme cannot replace them. This plugin
 * swaps them for theme/PackageManagerLogos, which draws them from files
 * instead of repeating their SVG in every tab's HTML.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const replacedIcons = /^\.\/icons\/(Bun|Yarn|Deno|Npm|Pnpm)\.js$/;
const tabsFolder = /[\\/]PackageManagerTabs$/;

export function pluginPackageManagerLogos(themeDir: string): RspressPlugin {
  const replacement = path.join(themeDir, 'PackageManagerLogos/index.tsx');
  return {
    name: 'rslib-package-manager-logos',
    builderConfig: {
      tools: {
        rspack(_config, { rspack, appendPlugins }) {
          appendPlugins(
            new rspack.NormalModuleReplacementPlugin(replacedIcons, (resource) => {
              if (tabsFolder.test(resource.context ?? '')) resource.request = replacement;
            }),
          );
        },
      },
    },
  };
}
