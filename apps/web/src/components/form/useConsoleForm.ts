import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Mode, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { apiErrorOf, type ApiQueryError } from '../../api/baseApi';
import { useLanguage } from '../../i18n/useTexts';
import { sharedServerMessage } from '../componentTexts';
import { placeSaveError, type SaveProblem } from './entityForm';
import { schemaResolver, type FormSchema } from './schemaResolver';
import { fieldErrorText } from './fieldErrorText';

export interface ConsoleFormOptions<V extends FieldValues, O> {
  /** The contract's schema; checked with zodResolver, its messages in the language shown (`schemaResolver`). */
  schema?: FormSchema;
  /** A form whose values are not the body (rupees typed, paise sent) brings its own resolver instead. */
  resolver?: Resolver<V, unknown, O>;
  /** Refills the form whenever it changes: the server copy is the truth (edit pages, after a reload). */
  values?: V;
  /** Read once (forms mounted per opening). */
  defaultValues?: DefaultValues<V>;
  mode?: Mode;
  /** Sends the body; resolves to the error of a failed call, or undefined when saved. Without it the caller sends what `check` answers. */
  onSave?: (body: O) => Promise<unknown>;
  /** Fetches the latest copy after a stale-version 409; without it no Reload is offered. */
  onReload?: () => unknown;
  /** The server's field names whose 400 messages may land on the form. */
  serverFields: readonly string[];
  /** The form field a server field lands on, when the names differ. */
  fieldOf?: (serverField: string) => Path<V>;
  /** Where a 409 duplicate (phone, name) is shown. */
  duplicateField?: Path<V>;
  /** Looks at a failure first: return a problem (or null when handled) to stop there, undefined to place it as usual. */
  onFailure?: (error: ApiQueryError | null, form: UseFormReturn<V, unknown, O>) => SaveProblem | undefined;
  /** Said when the call got no answer from the server. */
  failureMessage?: string;
  /**
   * The area's own Hindi for one of the schema's English messages, when it has one; preferred in
   * Hindi over the shared `field.<code>` text, for the browser's check and the server's details alike.
   */
  areaText?: (englishMessage: string) => string | undefined;
  /**
   * A confirmation's fields (a note, a reason): a field's message goes as soon as the field changes
   * and the form is checked again only on the next confirm, not while typing.
   */
  clearErrorOnChange?: boolean;
  /** A form with no room above its fields (a confirmation) says a message that fits no field under this one. */
  problemField?: Path<V>;
}

/**
 * The one form hook of the console: react-hook-form checked with the contract's schema, a failed
 * save's field messages placed on their fields, a 409 stale version offered a Reload, and any other
 * failure as a message above the fields.
 */
export function useConsoleForm<V extends FieldValues, O = V>(options: ConsoleFormOptions<V, O>) {
  const { schema, resolver, values, defaultValues, mode, onSave, onReload, serverFields, fieldOf, duplicateField, onFailure, failureMessage, areaText, clearErrorOnChange, problemField } = options;
  const language = useLanguage();
  const [problem, setProblem] = useState<SaveProblem>(null);
  // Set while a save may navigate away, so the unsaved-changes guard lets it go.
  const leavingRef = useRef(false);
  // Built again when the language or schema changes, so a switch re-words the next check.
  const schemaResolverOf = useMemo(() => (schema ? schemaResolver<V, O>(schema, language, areaText) : undefined), [schema, language, areaText]);
  const form = useForm<V, unknown, O>({
    resolver: resolver ?? schemaResolverOf,
    values,
    defaultValues,
    mode,
    reValidateMode: clearErrorOnChange ? 'onSubmit' : 'onChange',
  });

  useEffect(() => {
    if (!clearErrorOnChange) return undefined;
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        // A change by the user, not a reset or a value set by the dialog itself.
        if (name && type === 'change') form.clearErrors(name as Path<V>);
      },
    });
  }, [clearErrorOnChange, form]);

  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (body) => {
      setProblem(null);
      leavingRef.current = true;
      const error = await onSave?.(body);
      leavingRef.current = false;
      if (!error) {
        // Saved: what is shown is what is stored, until the next change.
        form.reset(form.getValues());
        return;
      }
      const handled = onFailure?.(apiErrorOf(error), form);
      const next = handled !== undefined ? handled : placeSaveError(error, form.setError, serverFields, { duplicateField, fieldOf, failureMessage, messageOf: (failure) => sharedServerMessage(language, failure), detailText: (detail) => (language === 'hi' ? areaText?.(detail.message) : undefined) ?? fieldErrorText(detail, language) });
      if (next?.kind === 'message' && problemField) form.setError(problemField, { type: 'server', message: next.message });
      else setProblem(next);
    })(event);

  /** Checks the form and answers the body, or null once the messages are shown (for a dialog that sends by itself). */
  const check = () => new Promise<O | null>((resolve) => void form.handleSubmit(resolve, () => resolve(null))());

  // The problem clears as the fresh copy is fetched.
  const reload = onReload
    ? () => {
        setProblem(null);
        void onReload();
      }
    : undefined;

  // Read while rendering, so react-hook-form keeps it up to date.
  const dirty = form.formState.isDirty;
  /** Whether leaving now would lose typed changes (asked when a navigation is). */
  const hasUnsavedChanges = () => dirty && !leavingRef.current;
  /** Leaves on purpose (Cancel): the guard does not ask. */
  const leave = (then: () => void) => {
    leavingRef.current = true;
    then();
  };

  /** Starts over: these values (or the initial ones), no problem shown. */
  const reset = (next?: V) => {
    setProblem(null);
    form.reset(next);
  };

  /** Hides the problem shown (its alert's close button). */
  const dismiss = () => setProblem(null);

  return { form, problem, reset, dismiss, failure: problem?.message ?? null, submit, check, reload, saving: form.formState.isSubmitting, hasUnsavedChanges, leave };
}
