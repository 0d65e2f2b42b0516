import { describe, expect, it } from 'vitest';
import { bulkNounsOf } from './bulkTexts';

describe('bulkNounsOf', () => {
  it('reads the four nouns from the list’s own texts, the unknown row with its id', () => {
    const nouns = bulkNounsOf((key, values) => (values ? `${key}:${String(values.id)}` : key));
    expect(nouns.region).toBe('bulk.region');
    expect(nouns.refusedList).toBe('bulk.refusedList');
    expect(nouns.allDone).toBe('bulk.allDone');
    expect(nouns.unknownRow(12)).toBe('bulk.unknownRow:12');
  });
});
