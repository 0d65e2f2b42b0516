import { useState } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { placeSaveError, type SaveProblem } from './entityForm';

export interface EntityFormOptions<V extends FieldValues, O> {
  schema: Parameters<typeof zodResolver>[0];
  initial: V;
  /** Sends the body; resolves to the error of a failed call, or undefined when saved. */
  onSave: (body: O) => Promise<unknown>;
  /** Fetches the latest copy after a stale-version 409. */
  onReload?: () => Promise<unknown>;
  fieldPaths: readonly string[];
  /** Where a 409 duplicate phone is shown. */
  duplicateField: Path<V>;
}

/** The react-hook-form wiring shared by the workshop and society forms: validation, save and the save problem. */
export function useEntityForm<V extends FieldValues, O>({ schema, initial, onSave, onReload, fieldPaths, duplicateField }: EntityFormOptions<V, O>) {
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<V, unknown, O>({
    resolver: zodResolver(schema) as unknown as Resolver<V, unknown, O>,
    // Refills after a reload or a save: the server copy is the truth.
    values: initial,
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    const error = await onSave(body);
    if (error) setProblem(placeSaveError(error, form.setError, fieldPaths, duplicateField));
  });

  // Only offered when the page can reload; the problem clears as the fresh copy is fetched.
  const reload = onReload
    ? () => {
        setProblem(null);
        void onReload();
      }
    : undefined;

  return { form, problem, submit, reload };
}
