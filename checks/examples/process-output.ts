/** What a build or a tool printed, cut to what a report needs. */

export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences start with ESC.
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '');
}
/**
 * Rslib's output cut to what explains a failure: the banner, blank lines and
 * file-size tables go; of each stack trace the first two frames stay.
 */
export function summarizeOutput(output: string, maxLines = 40): string[] {
  const lines: string[] = [];
  let frames = 0;
  for (const raw of stripAnsi(output).split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim() || /^Rslib v\d/.test(line) || /ObjectRef is not unref/.test(line)) continue;
    if (/^\s+at\s/.test(line)) {
      frames++;
      if (frames <= 2) lines.push(line);
      continue;
    }
    frames = 0;
    lines.push(line);
  }
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`]
    : lines;
}
