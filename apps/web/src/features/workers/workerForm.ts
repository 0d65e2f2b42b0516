import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createWorkerBodySchema, updateWorkerBodySchema, type CreateWorkerBody } from '@carcare/contracts';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { inLanguage } from '../../i18n/fieldMessages';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { workerCatalogue } from './workerTexts';

export interface WorkerFormValues {
  name: string;
  phone: string;
  skills: CreateWorkerBody['skills'];
  id_proof_type: CreateWorkerBody['id_proof_type'];
  id_proof_number: string;
  joined_on: string;
  version?: number;
}

const FIELDS = ['name', 'phone', 'skills', 'id_proof_type', 'id_proof_number', 'joined_on'] as const;

export interface WorkerFormOptions {
  initial: WorkerFormValues;
  /** Sends the parsed body; resolves to the error of a failed call, or undefined when saved. */
  onSave: (body: WorkerFormValues) => Promise<unknown>;
  /** Offered after a stale-version 409: fetch the latest copy (the form then shows it). */
  onReload?: () => void;
}

/**
 * Add and edit a worker. Validated with createWorkerBodySchema, or updateWorkerBodySchema when the
 * initial values carry a version; a duplicate phone (409) lands on the phone field.
 */
export function useWorkerForm({ initial, onSave, onReload }: WorkerFormOptions) {
  const t = useTexts(workerCatalogue);
  // Rebuilt when the language changes, so validation messages follow it.
  const language = useLanguage();
  const editing = initial.version !== undefined;
  const resolver = useMemo(
    () =>
      inLanguage(
        // Both schemas share the worker fields; the update one also requires the version.
        zodResolver(editing ? updateWorkerBodySchema : createWorkerBodySchema) as unknown as Resolver<WorkerFormValues>,
        language,
        (field) => t(`invalid.${field as (typeof FIELDS)[number] | 'version'}`),
      ),
    [editing, language, t],
  );
  return useConsoleForm<WorkerFormValues>({
    resolver,
    // Read once: the edit dialog remounts the form (keyed by version) when a newer copy arrives.
    defaultValues: initial,
    onSave,
    onReload,
    serverFields: FIELDS,
    duplicateField: 'phone',
  });
}
