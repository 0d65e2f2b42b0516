import { useMemo } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import type { zodResolver } from '@hookform/resolvers/zod';
import { useConsoleForm } from './useConsoleForm';

interface Versioned {
  id: number;
  version: number;
}

export interface EntityDialogFormOptions<E extends Versioned, V extends FieldValues, O> {
  /** The record to edit, or null to add one. */
  entity: E | null;
  valuesOf: (entity: E | null) => V;
  createSchema: Parameters<typeof zodResolver>[0];
  updateSchema: Parameters<typeof zodResolver>[0];
  /** The mutations' triggers; each resolves to the RTK Query result. */
  create: (body: O) => Promise<{ error?: unknown }>;
  update: (id: number, body: O & { version: number }) => Promise<{ error?: unknown }>;
  texts: { saved: string; created: string };
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409 (offered when editing). */
  onReload: () => Promise<unknown>;
  serverFields: readonly string[];
  duplicateField: Path<V>;
}

/** An add-or-edit dialog of a small versioned record (a reason, an inclusion): save, say so, close. */
export function useEntityDialogForm<E extends Versioned, V extends FieldValues, O>(options: EntityDialogFormOptions<E, V, O & { version?: number }>) {
  const { entity, valuesOf, createSchema, updateSchema, create, update, texts, onClose, onReload, serverFields, duplicateField } = options;
  const { enqueueSnackbar } = useSnackbar();
  const values = useMemo(() => valuesOf(entity), [valuesOf, entity]);
  return useConsoleForm<V, O & { version?: number }>({
    schema: entity ? updateSchema : createSchema,
    values,
    mode: 'onTouched',
    onReload: entity ? onReload : undefined,
    serverFields,
    duplicateField,
    onSave: async (body) => {
      const result = entity ? await update(entity.id, { ...body, version: body.version ?? entity.version }) : await create(body);
      if (result.error) return result.error;
      enqueueSnackbar(entity ? texts.saved : texts.created, { variant: 'success' });
      onClose();
      return undefined;
    },
  });
}
