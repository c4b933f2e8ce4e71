/**
 * Type information on config examples, from the installed declarations.
 *
 * A Shiki transformer runs twoslash over every `rslib.config.ts` example and
 * wraps each identifier TypeScript knows in a `span.rs-type` that carries its
 * type and the first paragraph of its doc comment; theme/TypePopover shows
 * them on hover or focus. Nothing is typed by hand: the text is what
 * TypeScript's language service answers for `@rslib/core` as installed.
 *
 * twoslash needs TypeScript's JavaScript API, which TypeScript 7 (the
 * repository's `typescript`) does not ship: this workspace has TypeScript 5
 * in its own node_modules, and `typescript` resolves to it from here.
 *
 * A config example that does not type-check is rendered without types here
 * (the build goes on); check:examples type-checks every config example and
 * fails, naming file and line.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTransformerFactory, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { ShikiTransformer } from 'shiki';
import type { createTwoslasher as CreateTwoslasher, TwoslashReturn } from 'twoslash';

const repoRoot = path.resolve(__dirname, '../..');
// Resolved from this folder, whatever loads this file: its TypeScript 5.
const requireHere = createRequire(path.join(__dirname, 'package.json'));
const ts: typeof import('typescript') = requireHere('typescript');
const { createTwoslasher }: { createTwoslasher: typeof CreateTwoslasher } = requireHere('twoslash');

/**
 * `defineConfig` infers a `const` type parameter, so a property's quick info
 * would be the literal written (`format: "esm"`). An overload taking the
 * declared config type, added only for this analysis and cut from what is
 * shown, makes TypeScript answer with each property's declared type instead
 * (`format?: Format`), which is what a reader needs to know.
 */
const declaredTypesPrefix = `import type { RslibConfig as __DeclaredConfig } from '@rslib/core';
declare module '@rslib/core' {
  export function defineConfig(config: __DeclaredConfig): __DeclaredConfig;
}
// ---cut---
`;

const twoslasher = createTwoslasher({
  tsModule: ts,
  tsLibDirectory: path.dirname(requireHere.resolve('typescript')),
  vfsRoot: repoRoot,
  compilerOptions: {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    strict: true,
    types: [],
  },
});

/** An alias the reader cannot see through (`Format`), with what it stands for. */
const aliasDefinitions = new Map<string, string | undefined>();

/** `type Format = 'esm' | …` for an alias `@rslib/core` exports, if short enough to help. */
function aliasDefinition(name: string): string | undefined {
  if (!aliasDefinitions.has(name)) {
    let definition: string | undefined;
    try {
      const probe = twoslasher(
        `import type { ${name} } from '@rslib/core';\ntype __Probe = ${name};\n`,
        'ts',
      );
      const hover = probe.hovers.find((h) => h.line === 1 && h.target === name);
      const text = hover?.text.replace(/^\(alias\) /, '').replace(/\nimport \w+$/, '');
      if (text && !probe.errors.length && /^type \w+ = /.test(text) && text.length <= 160) {
        definition = text;
      }
    } catch {
      definition = undefined;
    }
    aliasDefinitions.set(name, definition);
  }
  return aliasDefinitions.get(name);
}

/** What a reader sees for one identifier: its quick info, aliases spelled out, the doc's first paragraph. */
export function typeInfo(text: string, docs: string | undefined): { type: string; doc: string } {
  const type = text
    .replace(/__DeclaredConfig/g, 'RslibConfig')
    .replace(/ \(\+\d+ overloads?\)/, '')
    .replace(/^\(alias\) /, '')
    .replace(/\nimport \w+$/, '');
  const aliases = [...new Set(type.match(/\b[A-Z]\w+\b/g) ?? [])]
    .map(aliasDefinition)
    .filter((definition): definition is string => Boolean(definition));
  const doc =
    (docs ?? '')
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  return { type: [type, ...aliases].join('\n'), doc };
}

const results = new Map<string, TwoslashReturn>();

/** twoslash over an example with the declared-types overload, memoised: each environment renders the page. */
function analyse(code: string): TwoslashReturn {
  let result = results.get(code);
  if (!result) {
    result = twoslasher(declaredTypesPrefix + code, 'ts');
    // An import names what the code below uses; its hover would repeat the
    // full declaration (defineConfig's is hundreds of characters) in every example.
    const importLines = new Set(
      result.code.split('\n').flatMap((line, index) => (/^\s*import\b/.test(line) ? [index] : [])),
    );
    result.nodes = result.nodes.filter(
      (node) => node.type !== 'hover' || !importLines.has(node.line),
    );
    for (const hover of result.hovers) {
      const info = typeInfo(hover.text, hover.docs);
      hover.text = info.type;
      hover.docs = info.doc;
    }
    results.set(code, result);
  }
  return result;
}

const renderer: TwoslashRenderer = {
  nodeStaticInfo(info, node) {
    return {
      type: 'element',
      tagName: 'span',
      properties: {
        class: 'rs-type',
        tabindex: 0,
        'data-type': info.text,
        ...(info.docs ? { 'data-doc': info.docs } : {}),
      },
      children: [node],
    };
  },
};

/** Which fences get types: complete TypeScript config examples, not fragments or errors. */
export function isTypedConfigFence(meta: string | undefined): boolean {
  if (!meta || !/title="rslib\.config\.m?ts"/.test(meta)) return false;
  return !/\b(partial|expect-error)=/.test(meta);
}

export function transformerConfigTypes(): ShikiTransformer {
  return createTransformerFactory(
    (code: string) => analyse(code),
    renderer,
  )({
    langs: ['ts'],
    filter: (_lang, _code, options) =>
      isTypedConfigFence((options.meta as { __raw?: string } | undefined)?.__raw),
    // check:examples reports a type error with its file and line; the page
    // shows the example without types.
    onTwoslashError: () => undefined,
  });
}
