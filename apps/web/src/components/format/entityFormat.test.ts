import { describe, expect, it } from 'vitest';
import { approximateCount, capitalised, countedText } from './entityFormat';

describe('counted totals', () => {
  it('rounds an estimated total to what the estimate can tell: thousands, lakhs of rows as K and M', () => {
    expect(approximateCount(1_234_567)).toBe('1.2 M');
    expect(approximateCount(240_400)).toBe('240.4 K');
    expect(approximateCount(999)).toBe('999');
  });

  it('counts exactly in Indian digit grouping, one or many, and says "about" for an estimate', () => {
    expect(countedText(1, false, 'request', 'requests')).toBe('1 request');
    expect(countedText(123_456, false, 'request', 'requests')).toBe('1,23,456 requests');
    expect(countedText(1_250_000, true, 'request', 'requests')).toBe('about 1.3 M requests');
    expect(capitalised(countedText(1_250_000, true, 'concern', 'concerns'))).toBe('About 1.3 M concerns');
  });
});
