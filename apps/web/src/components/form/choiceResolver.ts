import type { FieldErrors, Resolver } from 'react-hook-form';

type Choice<N extends string, T> = { [K in N]: T };

/**
 * A form of one required choice held as the select's text (a worker's id): an empty choice says
 * `message` on that field, a made one passes on as its number.
 */
export function choiceResolver<N extends string>(name: N, message: string): Resolver<Choice<N, string>, unknown, Choice<N, number>> {
  return (values) => {
    const chosen = values[name];
    if (!chosen) return { values: {}, errors: { [name]: { type: 'required', message } } as FieldErrors<Choice<N, string>> };
    return { values: { [name]: Number(chosen) } as Choice<N, number>, errors: {} };
  };
}
