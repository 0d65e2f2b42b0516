// The arithmetic of the dashboard's bar charts, kept apart from drawing so it can be tested alone.

/**
 * Round axis values from 0 to at least `max`, about `count` of them, on steps of 1, 2 or 5 times a
 * power of ten. The charts count requests, so a step is never below 1 (no "0.5 requests").
 */
export function niceTicks(max: number, count: number): number[] {
  const wanted = Math.max(1, Math.floor(count));
  const rough = Math.max(max, 1) / wanted;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((multiple) => multiple * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** Where the bands of a category axis lie along `length` pixels: band i spans [start(i), start(i) + bandwidth]. */
export interface BandLayout {
  /** Distance from one band's start to the next's. */
  step: number;
  /** Width of the bar drawn in a band. */
  bandwidth: number;
  start(index: number): number;
  center(index: number): number;
}

/**
 * `count` equal bands along `length` pixels, a fifth of each step left between bars (as MUI X
 * Charts drew them) and half a gap at both ends.
 */
export function bandLayout(count: number, length: number, gapRatio = 0.2): BandLayout {
  const step = length / Math.max(count, 1);
  const bandwidth = step * (1 - gapRatio);
  const start = (index: number) => index * step + (step - bandwidth) / 2;
  return { step, bandwidth, start, center: (index) => start(index) + bandwidth / 2 };
}

/**
 * Every how many categories a label is written so that at most about `labels` fit: 30 days on a
 * wide screen (8 labels) are labelled every 4th day, on a phone (4 labels) every 8th.
 */
export function labelStride(count: number, labels: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, labels)));
}

/** Roughly how wide a label of the axes is drawn (12 px text): to size the axis that holds it. */
export function estimatedTextWidth(text: string): number {
  // Combining marks (Devanagari vowel signs, viramas) take no width of their own.
  const drawn = text.replace(/\p{M}/gu, '');
  return Math.ceil([...drawn].length * 7);
}
