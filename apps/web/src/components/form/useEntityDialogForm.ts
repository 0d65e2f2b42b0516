import { useMemo } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useSnackbar } from '../snackbar/snackbars';
import type { zodResolver } from '@hookform/resolvers/zod';
import { fieldPathsOf, formValuesOf } from './entityForm';
import { useConsoleForm } from './useConsoleForm';
import type { EntityFormProps } from './entityDialog';

interface Versioned {
  id: number;
  version: number;
}

/** An RTK Query mutation hook as the dialog calls it: its trigger resolves to the result. */
type MutationHook<A> = () => readonly [(arg: A) => PromiseLike<{ error?: unknown }>, ...unknown[]];

export interface EntityDialogFormOptions<E extends Versioned, V extends FieldValues, O> extends EntityFormProps<E> {
  /** The form's fields and their values when adding one; editing starts from the record's values of the same fields (and its version). */
  blank: V;
  /** The bodies of a new record and of an edit, with the messages in the language shown. */
  schemas: { create: Parameters<typeof zodResolver>[0]; update: Parameters<typeof zodResolver>[0] };
  /** The record's create and update mutation hooks. */
  mutations: [MutationHook<O>, MutationHook<{ id: number; body: O & { version: number } }>];
  texts: { saved: string; created: string };
  duplicateField: Path<V>;
}

/** An add-or-edit dialog of a small versioned record (a reason, an inclusion): save, say so, close. */
export function useEntityDialogForm<E extends Versioned, V extends FieldValues, O>(options: EntityDialogFormOptions<E, V, O & { version?: number }>) {
  const { entity, blank, schemas, mutations, texts, onClose, onReload, duplicateField } = options;
  const [create] = mutations[0]();
  const [update] = mutations[1]();
  const { enqueueSnackbar } = useSnackbar();
  const values = useMemo(() => (entity ? formValuesOf(entity, blank) : blank), [entity, blank]);
  // A field the server names in a 400 is one of the form's.
  const serverFields = useMemo(() => fieldPathsOf(blank), [blank]);
  return useConsoleForm<V & { version?: number }, O & { version?: number }>({
    schema: entity ? schemas.update : schemas.create,
    values,
    mode: 'onTouched',
    onReload: entity ? onReload : undefined,
    serverFields,
    duplicateField: duplicateField as Path<V & { version?: number }>,
    onSave: async (body) => {
      const result = entity ? await update({ id: entity.id, body: { ...body, version: body.version ?? entity.version } }) : await create(body);
      if (result.error) return result.error;
      enqueueSnackbar(entity ? texts.saved : texts.created, { variant: 'success' });
      onClose();
      return undefined;
    },
  });
}
