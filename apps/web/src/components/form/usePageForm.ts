import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { fieldProps } from './entityForm';
import { useConsoleForm, type ConsoleFormOptions } from './useConsoleForm';

/** What a record's page form (a society's, a workshop's, a service's, an SOP's) is given by its add or edit page. */
export interface PageFormProps<V, O, M extends string = 'create' | 'edit'> {
  mode: M;
  initial: V;
  saving: boolean;
  /** Sends the body; resolves to the error of a failed call, or undefined when saved. */
  onSave: (body: O) => Promise<unknown>;
  onCancel: () => void;
  /** Fetches the latest copy after a stale-version 409 (the form refills from `initial`). */
  onReload?: () => Promise<unknown>;
  /** Shown above the sections (status and its actions on the edit page). */
  header?: ReactNode;
}

/** What usePageForm reads of a page form's props. */
type PageFormInput<V, O> = Pick<PageFormProps<V, O>, 'initial' | 'saving' | 'onSave' | 'onReload'> & { onCancel?: () => void };

/**
 * A page form's controller, refilled from `initial` whenever the page's copy changes (the server copy
 * is the truth, after a reload too) and checked field by field once one is left; and what its
 * FormPage takes of the page's props (`page`), and a text field's props (`field`: fieldProps).
 * `options.onSave` stands in for the page's where the form wraps it.
 */
export function usePageForm<V extends FieldValues, O>(
  { initial, saving, onSave, onCancel, onReload }: PageFormInput<V, O>,
  options: Omit<ConsoleFormOptions<V, O>, 'values' | 'defaultValues' | 'mode' | 'onReload'>,
) {
  const controller = useConsoleForm<V, O>({ onSave, ...options, values: initial, mode: 'onTouched', onReload });
  const { form } = controller;
  const field = (name: Path<V>, hint?: string, register?: RegisterOptions<V, Path<V>>) => fieldProps(form, name, hint, register);
  return { form, field, page: { controller, saving, onCancel } };
}
