/**
 * dependency-cruiser parses TypeScript with TypeScript's JavaScript API, which
 * TypeScript 7 (the repository's `typescript`) no longer ships. Loaded with
 * `node --import`, this points dependency-cruiser's `typescript` at the `ts5`
 * alias (TypeScript 5.9) for both ways it loads it: `import()` for the
 * compiler and `require()` for its package.json.
 */
import Module, { register } from 'node:module';

const fromCruiser = (parent) => Boolean(parent?.includes('/dependency-cruiser/'));
const rename = (specifier) => specifier.replace(/^typescript(?=\/|$)/, 'ts5');

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      const cruiser = context.parentURL && context.parentURL.includes('/dependency-cruiser/');
      return next(cruiser ? specifier.replace(/^typescript(?=\\/|$)/, 'ts5') : specifier, context);
    }`)}`,
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(
    this,
    fromCruiser(parent?.filename) ? rename(request) : request,
    parent,
    ...rest,
  );
};
