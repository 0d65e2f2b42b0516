import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { inLanguage } from './fieldMessages';

const schema = z.object({ name: z.string().min(1, { error: 'Name is required' }), age: z.number({ error: 'Age is required' }) });
type Values = { name: string; age: number | undefined };
const resolver = zodResolver(schema) as unknown as Resolver<Values>;
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('field messages in the language shown', () => {
  it("keeps the schema's English messages in English", async () => {
    const result = await inLanguage(resolver, 'en', () => 'unused')({ name: '', age: undefined }, undefined, options);
    expect(result.errors.name?.message).toBe('Name is required');
    expect(result.errors.age?.message).toBe('Age is required');
  });

  it("gives each failing field the area's Hindi text, and passes valid values through", async () => {
    const hindi = inLanguage(resolver, 'hi', (field) => (field === 'name' ? 'नाम लिखें' : 'उम्र लिखें'));
    const failed = await hindi({ name: '', age: undefined }, undefined, options);
    expect(failed.errors.name?.message).toBe('नाम लिखें');
    expect(failed.errors.age?.message).toBe('उम्र लिखें');
    const passed = await hindi({ name: 'Ravi', age: 30 }, undefined, options);
    expect(passed.errors).toEqual({});
    expect(passed.values).toEqual({ name: 'Ravi', age: 30 });
  });
});
