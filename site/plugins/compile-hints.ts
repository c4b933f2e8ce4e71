/**
 * V8 compiles a function lazily, on the main thread, the first time it is
 * called, unless the file starts with the `allFunctionsCalledOnLoad` magic
 * comment (Chrome 136+): then it compiles the whole file eagerly while the
 * script streams in, on a background thread. Every script of the web build
 * has it. The trade: functions a load never calls are compiled too, off the
 * main thread, which is what a reader on a phone waits on; measured with
 * `npm run bench:trace` (decisions/0004-compile-hints.md).
 */
import type { RspressPlugin } from '@rspress/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function pluginCompileHints(): RspressPlugin {
  return {
    name: 'rslib-compile-hints',
    builderConfig: {
      tools: {
        rspack(config, { isProd, target, rspack }) {
          if (!isProd || target !== 'web') return;
          config.plugins ??= [];
          config.plugins.push(
            new rspack.BannerPlugin({
              banner: COMPILE_HINT,
              raw: true,
              test: /\.js$/,
              // After minification, which drops comments; before source maps
              // and the file names' content hashes, which then include it.
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          );
        },
      },
    },
  };
}
