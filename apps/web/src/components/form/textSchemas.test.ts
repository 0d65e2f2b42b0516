import { describe, expect, it } from 'vitest';
import { optionalTextSchema, requiredTextSchema } from './textSchemas';

describe('text schemas', () => {
  const name = requiredTextSchema(5, { required: 'Write a name', tooLong: 'At most 5' });

  it('trims a required text and says what it lacks', () => {
    expect(name.parse('  Asha ')).toBe('Asha');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Write a name');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Write a name');
    expect(name.safeParse('Ashwini').error?.issues[0]?.message).toBe('At most 5');
  });

  it('leaves an optional text empty when it is left out', () => {
    const note = optionalTextSchema(3, 'At most 3');
    expect(note.parse(undefined)).toBe('');
    expect(note.parse(' ab ')).toBe('ab');
    expect(note.safeParse('abcd').error?.issues[0]?.message).toBe('At most 3');
  });
});
