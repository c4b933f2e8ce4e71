/**
 * The directions imports may take between the top-level folders. The docs
 * model is at the bottom; the site build, the theme and the search read it;
 * the checks, tests and benchmarks sit on top and nothing below imports them.
 * `npm run check:layers` (a stage of `npm test`) fails on any import against
 * these rules, naming both files.
 */
const layer = (name, mayNotImport, why) => ({
  name: `${name}-imports-${mayNotImport.join('-or-')}`,
  comment: why,
  severity: 'error',
  from: { path: `^${name}/` },
  to: { path: `^(${mayNotImport.join('|')})/` },
});

module.exports = {
  forbidden: [
    layer(
      'model',
      ['site', 'theme', 'search', 'checks', 'scripts', 'bench', 'tests', 'examples'],
      'The docs model is the bottom layer: everything reads it, it reads nothing of ours.',
    ),
    layer(
      'site',
      ['theme', 'search', 'checks', 'scripts', 'bench', 'tests', 'examples'],
      'Site configuration and build plugins use the model only; the theme builds on the site.',
    ),
    layer(
      'search',
      ['site', 'theme', 'checks', 'scripts', 'bench', 'tests', 'examples'],
      'The search engine and its index plugin use the model only; the theme draws the panel.',
    ),
    layer(
      'theme',
      ['checks', 'scripts', 'bench', 'tests', 'examples'],
      'The published site must not depend on the checks, tests or tools.',
    ),
    layer(
      'checks',
      ['theme', 'scripts', 'bench', 'tests'],
      'Checks read the model and the site configuration, never the theme or the tests.',
    ),
    layer(
      'scripts',
      ['theme', 'search', 'checks', 'bench', 'tests'],
      'Scripts (the test runner, the static server) are tools the tests and benches use.',
    ),
    layer(
      'bench',
      ['tests', 'checks'],
      'Benchmarks measure the site; they do not reuse test code.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^examples/fixtures/|^doc_build/' },
    // Type-only imports count: they tie the folders together as much as values do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
