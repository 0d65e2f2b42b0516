import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { bodyResolver } from './bodyResolver';

interface Values {
  name: string;
  seats: string;
  hall: string;
}

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const schema = z.object({ name: z.string().min(1, 'Name is required').max(5, 'Name is too long'), seats: z.number().int('Seats must be whole'), hall: z.number().optional() });

const resolver = (precheck?: (values: Values) => Partial<Record<string, string>>) =>
  bodyResolver<Values, z.output<typeof schema>>({
    schema,
    toBody: (values) => ({ name: values.name, seats: Number(values.seats), hall: values.hall ? Number(values.hall) : undefined }),
    fields: ['name', 'seats'],
    message: (field, schemaMessage) => (field === 'seats' ? 'Say how many seats' : `(${schemaMessage})`),
    precheck,
  });

describe('bodyResolver', () => {
  it('submits the schema output of the body made from the values', async () => {
    expect(await resolver()({ name: 'Ann', seats: '4', hall: '2' }, undefined, options)).toEqual({ values: { name: 'Ann', seats: 4, hall: 2 }, errors: {} });
  });

  it('puts each failing field’s first issue on it, in the words the form gives', async () => {
    const result = await resolver()({ name: '', seats: '2.5', hall: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ name: { type: 'validation', message: '(Name is required)' }, seats: { type: 'validation', message: 'Say how many seats' } });
  });

  it('leaves an issue of a field the form does not list off the form, and still submits nothing', async () => {
    const result = await resolver()({ name: 'Ann', seats: '4', hall: 'x' }, undefined, options);
    expect(result).toEqual({ values: {}, errors: {} });
  });

  it('checks the precheck first: its message wins on its field and blocks a body the schema accepts', async () => {
    const precheck = (values: Values) => (values.hall ? {} : { hall: 'Choose a hall', name: 'Pick a name first' });
    const result = await resolver(precheck)({ name: '', seats: '4', hall: '' }, undefined, options);
    expect(result.errors).toEqual({ hall: { type: 'validation', message: 'Choose a hall' }, name: { type: 'validation', message: 'Pick a name first' } });
    expect((await resolver(precheck)({ name: 'Ann', seats: '4', hall: '' }, undefined, options)).values).toEqual({});
  });
});
