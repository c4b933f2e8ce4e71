/**
 * A Latin word the index holds in no form (not whole, not as a prefix, not
 * with one typo) is often two words written as one: `typedefs` for type
 * definitions, `sourcemap` for source map. It is split where its first part
 * is an index term and its second part begins one, so the query ends in the
 * pages about those two words rather than in "No results".
 */
import { stem } from './stem';

/** Shorter parts begin too many index terms to mean anything. */
const MIN_PART = 3;

/**
 * The two terms `term` splits into: the first an index term, the second the
 * start of one (`holds(part, true)`), both stemmed; of several places the
 * one with the longer short part wins, so a split is never a stray letter
 * group. Undefined when there is no such place.
 */
export function splitCompound(
  term: string,
  holds: (part: string, asPrefix: boolean) => boolean,
): [string, string] | undefined {
  let best: [string, string] | undefined;
  let bestShortPart = 0;
  for (let at = MIN_PART; at + MIN_PART <= term.length; at++) {
    const shortPart = Math.min(at, term.length - at);
    if (shortPart <= bestShortPart) continue;
    const first = stem(term.slice(0, at));
    const second = stem(term.slice(at));
    if (first.length < MIN_PART || second.length < MIN_PART) continue;
    if (holds(first, false) && holds(second, true)) {
      best = [first, second];
      bestShortPart = shortPart;
    }
  }
  return best;
}
