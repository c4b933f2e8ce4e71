/**
 * Cleans the Markdown copies (site/markdown-copies.ts) as Rspress emits them:
 * a step after its own in the build of the `node_md` environment, before
 * anything is written, so the afterBuild hooks that edit them see clean files.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { cleanMarkdownCopy } from '../markdown-copies';

const isCopy = (name: string) => /(^|\/)(llms\.txt|llms-full\.txt)$|\.md$/.test(name);

export function pluginMarkdownCopies(options: { origin: string }): RspressPlugin {
  const cleaner: RsbuildPlugin = {
    name: 'rslib-docs:markdown-copies',
    setup(api) {
      api.processAssets(
        { stage: 'report', environments: ['node_md'] },
        ({ assets, compilation, compiler }) => {
          const names = new Set(Object.keys(assets));
          const exists = (file: string) => names.has(file);
          for (const name of names) {
            if (!isCopy(name)) continue;
            const text = compilation.getAsset(name)?.source.source().toString() ?? '';
            const clean = cleanMarkdownCopy(
              { file: name, text },
              { origin: options.origin, exists },
            );
            if (clean !== text) {
              compilation.updateAsset(name, new compiler.webpack.sources.RawSource(clean));
            }
          }
        },
      );
    },
  };
  return { name: 'rslib-docs:markdown-copies', builderConfig: { plugins: [cleaner] } };
}
