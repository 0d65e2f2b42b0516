import { describe, expect, it } from 'vitest';
import { bandLayout, estimatedTextWidth, labelStride, niceTicks } from './chartScale';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, up to a round value at or above the largest', () => {
    expect(niceTicks(10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(86, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(86, 3)).toEqual([0, 50, 100]);
    expect(niceTicks(1234, 4)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(7, 5)).toEqual([0, 2, 4, 6, 8]);
  });

  it('never steps by less than one request, and still draws an axis when every count is 0', () => {
    expect(niceTicks(3, 5)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1, 5)).toEqual([0, 1]);
    expect(niceTicks(0, 5)).toEqual([0, 1]);
    expect(niceTicks(5, 0)).toEqual([0, 5]);
  });
});

describe('bandLayout', () => {
  it('splits the length into equal steps with a fifth of each left between bars, centred', () => {
    const bands = bandLayout(4, 400);
    expect(bands.step).toBe(100);
    expect(bands.bandwidth).toBe(80);
    expect(bands.start(0)).toBe(10);
    expect(bands.start(3)).toBe(310);
    expect(bands.center(1)).toBe(150);
  });
});

describe('labelStride', () => {
  it('labels about 8 of 30 days on a wide chart and 4 on a phone, every day when they fit', () => {
    expect(labelStride(30, 8)).toBe(4);
    expect(labelStride(30, 4)).toBe(8);
    expect(labelStride(7, 8)).toBe(1);
    expect(labelStride(90, 8)).toBe(12);
  });
});

describe('estimatedTextWidth', () => {
  it('counts the letters drawn, not the vowel signs Devanagari combines with them', () => {
    expect(estimatedTextWidth('Pending')).toBe(49);
    expect(estimatedTextWidth('पेंडिंग')).toBeLessThan(estimatedTextWidth('Pending'));
  });
});
