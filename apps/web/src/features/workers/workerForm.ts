import { createWorkerBodySchema, updateWorkerBodySchema, type CreateWorkerBody } from '@carcare/contracts';
import { useConsoleForm } from '../../components/form/useConsoleForm';

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
  return useConsoleForm<WorkerFormValues>({
    // Both schemas share the worker fields; the update one also requires the version.
    schema: initial.version !== undefined ? updateWorkerBodySchema : createWorkerBodySchema,
    // Read once: the edit dialog remounts the form (keyed by version) when a newer copy arrives.
    defaultValues: initial,
    onSave,
    onReload,
    serverFields: FIELDS,
    duplicateField: 'phone',
  });
}
