import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StarMeter } from './StarMeter';

/** The width of the filled stars, as a share of the five. */
function filledWidth(value: number): string {
  const { container } = render(<StarMeter value={value} />);
  const meter = container.firstElementChild as HTMLElement;
  expect(meter).toHaveAttribute('aria-hidden', 'true');
  return getComputedStyle(meter.lastElementChild as HTMLElement).width;
}

describe('StarMeter', () => {
  it('fills the five stars to the rating, for the eye only', () => {
    expect(filledWidth(4.3)).toBe('86%');
    expect(filledWidth(5)).toBe('100%');
  });

  it('keeps a rating outside 0–5 within the five stars', () => {
    expect(filledWidth(7)).toBe('100%');
    expect(filledWidth(-1)).toBe('0%');
  });

  it('is an image named by its label when it has one', () => {
    render(<StarMeter value={4} label="4 out of 5" />);
    expect(screen.getByRole('img', { name: '4 out of 5' })).not.toHaveAttribute('aria-hidden');
  });
});
