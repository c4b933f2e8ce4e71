/**
 * `import Name from 'source'` as the ESM node MDX compiles: what a remark
 * plugin adds to a page that renders one of our components.
 */
export function mdxDefaultImport(name: string, source: string) {
  const specifier = { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } };
  const literal = { type: 'Literal', value: source, raw: JSON.stringify(source) };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [specifier], source: literal }],
      },
    },
  };
}

/** An MDX ESM node for `import '<module>';`, with the estree MDX compiles from. */
export function sideEffectImport(module: string) {
  const source = JSON.stringify(module);
  return {
    type: 'mdxjsEsm',
    value: `import ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: module, raw: source },
          },
        ],
      },
    },
  };
}
