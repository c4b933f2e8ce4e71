import { describe, expect, it } from '@rstest/core';
import { checkReaderVoice } from './reader-voice';

describe('checkReaderVoice', () => {
  it('rejects test-bench and dated wording in English, naming the line', () => {
    const page = [
      '---',
      'title: Shims',
      '---',
      '# Shims',
      '',
      'Verified with the `dts-lib` fixture.',
      'In our tests the build takes 15 seconds.',
      'Rslib installs 2.2.14 today.',
    ].join('\n');
    expect(checkReaderVoice(page, 'en').map((finding) => finding.line)).toEqual([6, 6, 7, 8]);
  });

  it('rejects 夹具, 示例库 and 我们的测试 in Chinese', () => {
    const page = '# 标题\n\n用夹具验证。\n\n在我们的测试中耗时 15 秒。\n';
    expect(checkReaderVoice(page, 'zh').map((finding) => finding.line)).toEqual([3, 5]);
  });

  it('ignores code, fence attributes and the reader’s own tests', () => {
    const page = [
      '# Test',
      '',
      'Run `fixture` setup in your test script.',
      '',
      '```ts title="rslib.config.ts" fixture="ts-lib"',
      '// fixtures today',
      '```',
    ].join('\n');
    expect(checkReaderVoice(page, 'en')).toEqual([]);
  });
});
