/**
 * Reader voice: pages speak to the reader about the reader's library, in the
 * present tense. Words that show our test bench (fixtures, "in our tests") or
 * date a statement ("today") fail check:content in both languages. Code, link
 * URLs and quoted text are masked first, so `fixture="…"` fence attributes and
 * quoted messages never count.
 */
import type { Lang } from '../../site/i18n';
import { maskLine, textLines } from './zh-style';

interface VoiceRule {
  pattern: RegExp;
  why: string;
}

const rules: Record<Lang, VoiceRule[]> = {
  en: [
    { pattern: /\bfixtures?\b/i, why: 'names our test bench; show the src/ file instead' },
    {
      pattern: /\bour (tests?|test runs?|test suite|runs?|builds?|machine)\b/i,
      why: 'test-log voice',
    },
    { pattern: /\b(today|at the time of writing|as of now)\b/i, why: 'dates the statement' },
    { pattern: /\bverified with\b/i, why: 'narrates how the page was researched' },
  ],
  zh: [
    { pattern: /夹具|示例库/, why: '指测试用的示例库：请直接展示读者的 src/ 文件' },
    { pattern: /(我们的|在我们)(测试|构建|机器)/, why: '测试日志口吻' },
    { pattern: /今天|截至目前|撰写本文时/, why: '给陈述加了日期' },
  ],
};

export interface VoiceFinding {
  line: number;
  message: string;
}

export function checkReaderVoice(source: string, lang: Lang): VoiceFinding[] {
  const findings: VoiceFinding[] = [];
  for (const { line, text } of textLines(source)) {
    const masked = maskLine(text);
    for (const { pattern, why } of rules[lang]) {
      const match = pattern.exec(masked);
      if (match) findings.push({ line, message: `"${match[0]}": ${why}` });
    }
  }
  return findings;
}
