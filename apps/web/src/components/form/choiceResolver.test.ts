import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { choiceResolver } from './choiceResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ worker_id: string }>;

describe('choiceResolver', () => {
  const resolver = choiceResolver('worker_id', 'Choose a worker');

  it('says the message on the field while nothing is chosen', async () => {
    const result = await resolver({ worker_id: '' }, undefined, options);
    expect(result.errors).toEqual({ worker_id: { type: 'required', message: 'Choose a worker' } });
  });

  it('passes the choice on as its number', async () => {
    const result = await resolver({ worker_id: '42' }, undefined, options);
    expect(result).toEqual({ values: { worker_id: 42 }, errors: {} });
  });
});
