import { describe, expect, it } from '@rstest/core';
import { attractionOffset, createStars, seededRandom, starSize } from './stars';

describe('star field', () => {
  it('has 35 stars, star i being i/20 + 3 px wide', () => {
    const stars = createStars();
    expect(stars).toHaveLength(35);
    stars.forEach((star, index) => {
      expect(star.index).toBe(index);
      expect(star.size).toBeCloseTo(index / 20 + 3, 10);
    });
    expect(starSize(0)).toBe(3);
    expect(starSize(34)).toBeCloseTo(4.7, 10);
  });

  it('places every star inside the field, away from the edges', () => {
    for (const star of createStars()) {
      expect(star.x).toBeGreaterThanOrEqual(4);
      expect(star.x).toBeLessThanOrEqual(96);
      expect(star.y).toBeGreaterThanOrEqual(4);
      expect(star.y).toBeLessThanOrEqual(96);
    }
  });

  it('places the stars the same way on every call, so hydration matches the server HTML', () => {
    expect(createStars()).toEqual(createStars());
    expect(createStars(35, 1)).not.toEqual(createStars(35, 2));
  });

  it('does not clump: no two stars share a spot', () => {
    const spots = new Set(createStars().map((star) => `${star.x},${star.y}`));
    expect(spots.size).toBe(35);
  });

  it('draws numbers in [0, 1) from the seeded generator', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('attraction', () => {
  const star = { x: 200, y: 200 };

  it('pulls a star toward a pointer within the radius', () => {
    const offset = attractionOffset(star, { x: 240, y: 230 }); // 50 px away
    expect(offset.x).toBeGreaterThan(0);
    expect(offset.y).toBeGreaterThan(0);
    // along the line to the pointer, never past it
    expect(offset.y / offset.x).toBeCloseTo(30 / 40, 10);
    expect(Math.hypot(offset.x, offset.y)).toBeLessThan(50);
  });

  it('measures the radius as a circle, not a square', () => {
    // (80, 80) is inside a 100 px square but 113 px away
    expect(attractionOffset(star, { x: 280, y: 280 })).toEqual({ x: 0, y: 0 });
    // (0, 99) is inside the circle
    expect(attractionOffset(star, { x: 200, y: 299 }).y).toBeGreaterThan(0);
  });

  it('leaves a star alone at or beyond 100 px', () => {
    expect(attractionOffset(star, { x: 300, y: 200 })).toEqual({ x: 0, y: 0 });
    expect(attractionOffset(star, { x: 200, y: 450 })).toEqual({ x: 0, y: 0 });
  });

  it('pulls harder the closer the pointer is, up to 80% of the distance', () => {
    const near = attractionOffset(star, { x: 210, y: 200 }).x / 10;
    const far = attractionOffset(star, { x: 290, y: 200 }).x / 90;
    expect(near).toBeGreaterThan(far);
    expect(near).toBeLessThanOrEqual(0.8);
  });

  it('does not move a star the pointer sits on', () => {
    expect(attractionOffset(star, star)).toEqual({ x: 0, y: 0 });
  });
});
