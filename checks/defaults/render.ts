/**
 * Turns the defaults record (checks/defaults/defaults.json) into the tables of
 * the Defaults page, and compares a fresh record with the committed one. The
 * tables sit in docs/{en,zh}/config/defaults.mdx between two markers; nothing
 * between them is written by hand.
 */
import {
  type DefaultsRecord,
  type Format,
  formats,
  recordedWhenEqual,
  type Target,
  targets,
} from './collect';

export type Lang = 'en' | 'zh';

interface Topic {
  id: string;
  title: Record<Lang, string>;
  paths: RegExp;
}

/** Topics in page order; a path goes to the first topic whose pattern matches it. */
const topics: Topic[] = [
  {
    id: 'syntax',
    title: { en: 'Syntax', zh: '语法' },
    paths: /overrideBrowserslist|^rspack\.target$|^rspack\.output\.environment\./,
  },
  {
    id: 'minify',
    title: { en: 'Minification', zh: '压缩' },
    paths: /^rsbuild\.output\.minify|^rspack\.optimization\.minimize$/,
  },
  {
    id: 'externals',
    title: { en: 'Externals', zh: '外部依赖' },
    paths: /externals|autoExternal|externalHelpers/i,
  },
  {
    id: 'source-code',
    title: { en: 'Source code kept as written', zh: '保持原样的源码' },
    paths:
      /parser|^rspack\.node\.|source\.define|extensionAlias|source\.include|decorators|source\.entry|polyfill/,
  },
  {
    id: 'css',
    title: { en: 'CSS', zh: 'CSS' },
    paths: /\.css|Css|cssModules|injectStyles/,
  },
  {
    id: 'output-files',
    title: { en: 'Output files and assets', zh: '产物文件与静态资源' },
    paths:
      /filename|Filename|distPath|dataUriLimit|assetPrefix|publicPath|htmlPlugin|cleanDistPath|legalComments|devtool|sourceMap/,
  },
  {
    id: 'module-format',
    title: { en: 'Module format and chunks', zh: '模块格式与 chunk' },
    paths:
      /library|output\.module$|chunkFormat|chunkLoading|ChunkLoading|iife|globalObject|asyncChunks|uniqueName|splitChunks|optimization\./,
  },
  {
    id: 'build',
    title: { en: 'Build', zh: '构建' },
    paths: /./,
  },
];

/**
 * Recorded (and so checked) but not shown: each repeats a row the page shows.
 * `rsbuild.output.externals` is the part of Rspack's `externals` Rsbuild adds;
 * the minimizer plugin carries `output.minify`'s options; `cache.type` is
 * `performance.buildCache`; `jsOptions.test` is the file pattern of the minifier.
 */
const repeated = new Set([
  'rsbuild.output.externals',
  'rspack.optimization.minimizer',
  'rspack.cache.type',
  'rsbuild.output.minify.jsOptions.test',
]);

const labels = {
  setting: { en: 'Setting', zh: '配置' },
  settingAndTarget: { en: 'Setting and target', zh: '配置与目标' },
  value: { en: 'Value', zh: '值' },
  // Before the option's name: Rspack's options are not Rsbuild's.
  rspack: { en: 'Rspack ', zh: 'Rspack 的 ' },
  defaultTarget: {
    title: { en: 'Target', zh: '目标' },
    row: {
      en: '`output.target` when the config sets none',
      zh: '配置中未设置时的 `output.target`',
    },
  },
  same: {
    en: 'Settings that are the same in Rslib (every format) and Rsbuild:',
    zh: '以下配置在 Rslib（所有格式）与 Rsbuild 中相同：',
  },
} as const;

const columns: Array<'rsbuild' | Format> = ['rsbuild', ...formats];

function cell(value: string | undefined): string {
  if (value === undefined) return '—';
  // A space after each comma of an array lets a long value wrap in a narrow column.
  const spaced = value.startsWith('[') ? value.replaceAll('","', '", "') : value;
  const text = spaced.replaceAll('|', '\\|');
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/**
 * Rsbuild's cell, then one cell for Rslib: its formats grouped by value
 * (`esm, cjs: "auto"` / `umd, mf, iife: "/"`), or the value alone when every
 * format has it. Five format columns would not fit the page's text column.
 */
function valueCells(values: Array<string | undefined>): string {
  const [rsbuild, ...byFormat] = values;
  const groups = new Map<string | undefined, Format[]>();
  byFormat.forEach((value, index) => {
    groups.set(value, [...(groups.get(value) ?? []), formats[index] as Format]);
  });
  const rslib =
    groups.size === 1
      ? cell(byFormat[0])
      : [...groups]
          .map(
            ([value, names]) => `${names.map((name) => `\`${name}\``).join(', ')}: ${cell(value)}`,
          )
          .join('<br />');
  return `${cell(rsbuild)} | ${rslib}`;
}

function settingName(path: string, lang: Lang): string {
  if (path.startsWith('rsbuild.')) return `\`${path.slice('rsbuild.'.length)}\``;
  return `${labels.rspack[lang]}\`${path.slice('rspack.'.length)}\``;
}

function valuesOf(record: DefaultsRecord, target: Target, path: string): Array<string | undefined> {
  const entry = record.targets[target];
  return columns.map((column) =>
    column === 'rsbuild' ? entry.rsbuild[path] : entry.formats[column][path],
  );
}

function allPaths(record: DefaultsRecord): string[] {
  const paths = new Set<string>();
  for (const target of targets) {
    const entry = record.targets[target];
    for (const key of Object.keys(entry.rsbuild)) paths.add(key);
    for (const format of formats)
      for (const key of Object.keys(entry.formats[format])) paths.add(key);
  }
  return [...paths].sort();
}

const differs = (values: Array<string | undefined>) => values.some((value) => value !== values[0]);
/** A parent object that is empty on one side and has keys on the other: its keys have rows. */
const onlyEmptyObjects = (values: Array<string | undefined>) =>
  values.every((value) => value === undefined || value === '{}');

export function renderDefaults(record: DefaultsRecord, lang: Lang): string {
  const byTopic = new Map<string, string[]>();
  const same: string[] = [];
  for (const path of allPaths(record)) {
    if (repeated.has(path)) continue;
    const perTarget = targets.map((target) => ({ target, values: valuesOf(record, target, path) }));
    const differing = perTarget.filter(
      ({ values }) => differs(values) && !onlyEmptyObjects(values),
    );
    if (differing.length === 0) {
      if (recordedWhenEqual.includes(path)) {
        const [node, web] = perTarget.map(({ values }) => values[0]);
        const shown =
          node === web
            ? cell(node)
            : perTarget.map(({ target, values }) => `\`${target}\`: ${cell(values[0])}`).join(', ');
        same.push(`- ${settingName(path, lang)}: ${shown}`);
      }
      continue;
    }
    const topic = topics.find((candidate) => candidate.paths.test(path)) as Topic;
    const rows = byTopic.get(topic.id) ?? [];
    const [first, second] = differing;
    if (second && first && JSON.stringify(first.values) === JSON.stringify(second.values)) {
      rows.push(
        `| ${settingName(path, lang)}<br />\`node\`, \`web\` | ${valueCells(first.values)} |`,
      );
    } else {
      for (const { target, values } of differing)
        rows.push(`| ${settingName(path, lang)}<br />\`${target}\` | ${valueCells(values)} |`);
    }
    byTopic.set(topic.id, rows);
  }
  // The target goes under the setting's name: a column of its own would not fit the text column.
  const header = `| ${labels.settingAndTarget[lang]} | Rsbuild | Rslib |`;
  const rule = '| --- | --- | --- |';
  const targetValues = columns.map((column) => record.defaultTarget[column]);
  const parts: string[] = [
    `### ${labels.defaultTarget.title[lang]} {#target}`,
    '',
    `| ${labels.setting[lang]} | Rsbuild | Rslib |`,
    '| --- | --- | --- |',
    `| ${labels.defaultTarget.row[lang]} | ${valueCells(targetValues)} |`,
    '',
  ];
  for (const topic of topics) {
    const rows = byTopic.get(topic.id);
    if (!rows?.length) continue;
    parts.push(`### ${topic.title[lang]} {#${topic.id}}`, '', header, rule, ...rows, '');
  }
  parts.push(`### ${lang === 'en' ? 'Same as Rsbuild' : '与 Rsbuild 相同'} {#same}`, '');
  parts.push(labels.same[lang], '', ...same, '');
  return parts.join('\n');
}

export const startMarker =
  '{/* Generated by checks/check-defaults.ts from checks/defaults/defaults.json: start */}';
export const endMarker = '{/* Generated by checks/check-defaults.ts: end */}';

/** The page with the generated part replaced; throws, naming the file, when a marker is missing. */
export function replaceGenerated(file: string, page: string, generated: string): string {
  const start = page.indexOf(startMarker);
  const end = page.indexOf(endMarker);
  if (start < 0 || end < start)
    throw new Error(
      `${file}: the markers of the generated tables are missing or out of order (${startMarker} … ${endMarker})`,
    );
  return `${page.slice(0, start + startMarker.length)}\n\n${generated}\n${page.slice(end)}`;
}

/** One line per setting whose value changed, appeared or disappeared, naming target and column. */
export function compareRecords(recorded: DefaultsRecord, fresh: DefaultsRecord): string[] {
  const problems: string[] = [];
  for (const name of ['rslibVersion', 'rsbuildVersion'] as const)
    if (recorded[name] !== fresh[name])
      problems.push(`${name}: recorded ${recorded[name]}, installed ${fresh[name]}`);
  for (const column of columns)
    if (recorded.defaultTarget[column] !== fresh.defaultTarget[column])
      problems.push(
        `output.target when unset (${column === 'rsbuild' ? 'Rsbuild' : `format ${column}`}): recorded ${recorded.defaultTarget[column]}, the tool now reports ${fresh.defaultTarget[column]}`,
      );
  for (const target of targets) {
    for (const column of columns) {
      const before =
        column === 'rsbuild'
          ? recorded.targets[target].rsbuild
          : recorded.targets[target].formats[column];
      const after =
        column === 'rsbuild'
          ? fresh.targets[target].rsbuild
          : fresh.targets[target].formats[column];
      for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (before[path] === after[path]) continue;
        const where = `${target} target, ${column === 'rsbuild' ? 'Rsbuild' : `format ${column}`}`;
        problems.push(
          `${path} (${where}): recorded ${before[path] ?? '(none)'}, the tool now reports ${after[path] ?? '(none)'}`,
        );
      }
    }
  }
  return problems;
}
