import { describe, expect, test } from '@rstest/core';
import { htmlProblems, parseVnuOutput } from './vnu-report';

const root = '/site/doc_build';
const output = JSON.stringify({
  messages: [
    {
      type: 'error',
      url: 'file:/site/doc_build/guide/start.html',
      lastLine: 44,
      message:
        'The element “a” with the attribute “href” must not appear as a descendant of the “button” element.',
      extract: '<button>\n  <a href="/">',
    },
    {
      type: 'info',
      url: 'file:/site/doc_build/index.html',
      message: 'Trailing slash on void elements has no effect.',
    },
    {
      type: 'error',
      url: 'file:/site/doc_build/index.html',
      lastLine: 3,
      message: 'Stray end tag “div”.',
    },
    {
      type: 'non-document-error',
      url: 'file:/site/doc_build/gone.html',
      message: 'File not found.',
    },
  ],
});

describe('htmlProblems', () => {
  test('reports errors and unreadable files with their page and line, not infos', () => {
    const problems = htmlProblems(parseVnuOutput(output), root, []);
    expect(problems.map((problem) => `${problem.page}:${problem.line ?? '-'}`)).toEqual([
      'gone.html:-',
      'guide/start.html:44',
      'index.html:3',
    ]);
    expect(problems[1]?.extract).toBe('<button> <a href="/">');
  });

  test('leaves out the errors a switched-off entry matches, and only those', () => {
    const problems = htmlProblems(parseVnuOutput(output), root, [
      { message: /^Stray end tag/, reason: 'example' },
    ]);
    expect(problems.map((problem) => problem.page)).toEqual(['gone.html', 'guide/start.html']);
  });

  test('output that is not the JSON report is an error quoting it', () => {
    expect(() => parseVnuOutput('Error: Unable to access jarfile vnu.jar')).toThrow(
      /not its JSON report.*Unable to access jarfile/,
    );
  });
});
