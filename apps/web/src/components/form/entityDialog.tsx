import type { ComponentType } from 'react';

/** What the form of an add-or-edit dialog of a small versioned record (a reason, an inclusion) takes. */
export interface EntityFormProps<E extends { id: number }> {
  /** The record to edit, or null to add one. */
  entity: E | null;
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409. */
  onReload: () => Promise<unknown>;
}

export interface EntityDialogProps<E extends { id: number }> extends EntityFormProps<E> {
  open: boolean;
}

/**
 * The dialog of such a form: mounted afresh at each opening, keyed by the record, so that it starts
 * from that record's values rather than from the last one's.
 */
export function entityDialog<E extends { id: number }>(Form: ComponentType<EntityFormProps<E>>): ComponentType<EntityDialogProps<E>> {
  return function EntityDialog({ open, entity, onClose, onReload }: EntityDialogProps<E>) {
    return open ? <Form key={entity?.id ?? 'new'} entity={entity} onClose={onClose} onReload={onReload} /> : null;
  };
}
