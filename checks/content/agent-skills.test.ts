/**
 * The agent skills the AI page describes, as published in rstackjs/agent-skills
 * (its README's "Rslib Skills" section and skills/<name>/SKILL.md): the skill
 * names and the install command. Both languages of the AI page and the tsc and
 * tsup migration pages must show them exactly; a renamed skill or a changed
 * command is fixed here first, from the repository.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

const docs = path.join(__dirname, '../../docs');
const read = (lang: string, page: string) =>
  readFileSync(path.join(docs, lang, `${page}.mdx`), 'utf8');

const repository = 'rstackjs/agent-skills';
const install = (skill: string) => `npx skills add ${repository} --skill ${skill}`;
const rslibSkills = ['rslib-best-practices', 'migrate-to-rslib', 'rslib-modern-package'];

describe('agent skills on the AI page', () => {
  it.each(['en', 'zh'])('%s: names each Rslib skill with its install command', (lang) => {
    const page = read(lang, 'guide/start/ai');
    expect(page).toContain('{#agent-skills}');
    expect(page).toContain(`https://github.com/${repository}`);
    for (const skill of rslibSkills) {
      expect(page).toContain(`| \`${skill}\` |`);
      expect(page).toContain(install(skill));
    }
  });

  it.each([
    ['en', 'tsc'],
    ['en', 'tsup'],
    ['zh', 'tsc'],
    ['zh', 'tsup'],
  ])('%s %s migration page points to the migrate skill', (lang, tool) => {
    const page = read(lang, `guide/migration/${tool}`);
    expect(page).toContain('/guide/start/ai#agent-skills');
    expect(page).toContain(install('migrate-to-rslib'));
  });
});
