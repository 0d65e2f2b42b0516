import { useMemo } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useSnackbar } from '../snackbar/snackbars';
import type { zodResolver } from '@hookform/resolvers/zod';
import { fieldPathsOf, formValuesOf } from './entityForm';
import { useConsoleForm } from './useConsoleForm';

interface Versioned {
  id: number;
  version: number;
}

export interface EntityDialogFormOptions<E extends Versioned, V extends FieldValues, O> {
  /** The record to edit, or null to add one. */
  entity: E | null;
  /** The form's fields and their values when adding one; editing starts from the record's values of the same fields (and its version). */
  blank: V;
  createSchema: Parameters<typeof zodResolver>[0];
  updateSchema: Parameters<typeof zodResolver>[0];
  /** The mutations' triggers; each resolves to the RTK Query result. */
  create: (body: O) => Promise<{ error?: unknown }>;
  update: (id: number, body: O & { version: number }) => Promise<{ error?: unknown }>;
  texts: { saved: string; created: string };
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409 (offered when editing). */
  onReload: () => Promise<unknown>;
  duplicateField: Path<V>;
}

/** An add-or-edit dialog of a small versioned record (a reason, an inclusion): save, say so, close. */
export function useEntityDialogForm<E extends Versioned, V extends FieldValues, O>(options: EntityDialogFormOptions<E, V, O & { version?: number }>) {
  const { entity, blank, createSchema, updateSchema, create, update, texts, onClose, onReload, duplicateField } = options;
  const { enqueueSnackbar } = useSnackbar();
  const values = useMemo(() => (entity ? formValuesOf(entity, blank) : blank), [entity, blank]);
  // A field the server names in a 400 is one of the form's.
  const serverFields = useMemo(() => fieldPathsOf(blank), [blank]);
  return useConsoleForm<V & { version?: number }, O & { version?: number }>({
    schema: entity ? updateSchema : createSchema,
    values,
    mode: 'onTouched',
    onReload: entity ? onReload : undefined,
    serverFields,
    duplicateField: duplicateField as Path<V & { version?: number }>,
    onSave: async (body) => {
      const result = entity ? await update(entity.id, { ...body, version: body.version ?? entity.version }) : await create(body);
      if (result.error) return result.error;
      enqueueSnackbar(entity ? texts.saved : texts.created, { variant: 'success' });
      onClose();
      return undefined;
    },
  });
}
