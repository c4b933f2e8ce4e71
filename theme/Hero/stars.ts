/**
 * Pure logic of the hero's star field: where the stars sit, how big they are,
 * and how far each one drifts toward the pointer.
 */

export const STAR_COUNT = 35;
/** A star reacts to the pointer only within this distance (a circle), in px. */
export const ATTRACTION_RADIUS = 100;
/** Share of the distance a star covers at its strongest pull. */
export const ATTRACTION_STRENGTH = 0.8;

export interface Star {
  index: number;
  /** Horizontal position of the star's centre, in % of the field's width. */
  x: number;
  /** Vertical position of the star's centre, in % of the field's height. */
  y: number;
  /** Diameter in px. */
  size: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Star `index` is `index / 20 + 3` px wide. */
export function starSize(index: number): number {
  return index / 20 + 3;
}

/**
 * A small deterministic generator (mulberry32), so the server-rendered HTML and
 * the hydrated page place every star at the same spot.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The star field. Stars are spread over a jittered grid (7 columns by 5 rows)
 * rather than drawn uniformly, so they never clump; the grid keeps a margin of
 * 4% from every edge.
 */
export function createStars(count = STAR_COUNT, seed = 20): Star[] {
  const random = seededRandom(seed);
  const columns = 7;
  const rows = Math.ceil(count / columns);
  const cellWidth = 92 / columns;
  const cellHeight = 92 / rows;
  return Array.from({ length: count }, (_, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      index,
      x: round(4 + (column + 0.15 + random() * 0.7) * cellWidth),
      y: round(4 + (row + 0.15 + random() * 0.7) * cellHeight),
      size: starSize(index),
    };
  });
}

/**
 * How far a star at rest at `star` moves toward `pointer` (both in the same
 * coordinates). Outside the circle of `radius` it stays put; inside, it covers
 * a share of the distance that fades to nothing at the edge, so the field
 * moves smoothly as the pointer comes and goes.
 */
export function attractionOffset(
  star: Point,
  pointer: Point,
  radius = ATTRACTION_RADIUS,
  strength = ATTRACTION_STRENGTH,
): Point {
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= radius || distance === 0) return { x: 0, y: 0 };
  const pull = strength * (1 - distance / radius);
  return { x: dx * pull, y: dy * pull };
}
