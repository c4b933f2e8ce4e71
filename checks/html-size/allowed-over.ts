import type { AllowedOver } from './over-window';

/**
 * Pages whose gzip HTML is still over the first round trip, each with the
 * size it may not pass (its size when listed, plus about 200 B so that a
 * change to every page's chrome does not fail it, rounded to 100 B) and why.
 * The html-size check fails on any other page over the window and on an
 * entry whose page now fits: the list only shrinks.
 */
export const allowedOver: Record<string, AllowedOver> = {};
