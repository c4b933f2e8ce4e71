import { readFileSync } from 'node:fs';
import { listPages } from '../lib/docs';
import { checkZhStyle } from './zh-style';

const rule = process.argv[2];
for (const p of listPages('docs').filter((p) => p.lang === 'zh')) {
  const lines = readFileSync(p.file, 'utf8').split('\n');
  for (const f of checkZhStyle(readFileSync(p.file, 'utf8')))
    if (!rule || f.rule === rule)
      console.log(`${p.relative}:${f.line}: ${f.message.slice(0, 18)} || ${lines[f.line - 1]}`);
}
