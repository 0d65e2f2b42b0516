import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { ApiQueryError } from '../../api/baseApi';
import { serverMessageIn, type Catalogue } from '../../i18n/catalogue';
import type { Language } from '@carcare/contracts';
import { useLanguage } from '../../i18n/useTexts';
import type { SaveProblem } from './entityForm';
import { useAfterSave, type SaveResult } from './useAfterSave';
import { useConsoleForm } from './useConsoleForm';

export interface MoneyDialogFormOptions<V extends FieldValues, K extends string> {
  /** The area's catalogue: a refusal's `error.<code>` text in Hindi comes from it. */
  catalogue: Catalogue<K>;
  /** Read once: the dialog is mounted per opening. */
  defaultValues: DefaultValues<V>;
  /** The server's field names whose 400 messages land on the form. */
  serverFields: readonly string[];
  /** The form field a server field lands on, when the names differ (rupees typed, paise sent). */
  fieldOf?: (serverField: string) => Path<V>;
  /** Sends the values: the mutation's result. */
  send: (values: V) => Promise<SaveResult<unknown>>;
  /** Said once saved, as the dialog closes. */
  savedText: string;
  /** Said when the call got no answer from the server. */
  failedText: string;
  onClose: () => void;
}

/**
 * A dialog's `onFailure` where the server's refusals are the message: a 400's field messages go on
 * their fields as usual; any other refusal is said in the dialog, in the area's words.
 */
export function refusalInAreaWords<K extends string>(catalogue: Catalogue<K>, language: Language, failedText: string) {
  return (error: ApiQueryError | null): SaveProblem | undefined => (error?.status === 400 ? undefined : { kind: 'message', message: error ? serverMessageIn(catalogue, language, error.data) : failedText });
}

/**
 * The form of a dialog that records money (a deposit, a payout, a refund): a 400's field messages
 * on their fields; any other refusal (the 409s: someone recorded one meanwhile, a stale copy, a
 * reference already used) in the dialog, in the area's words, since it says why nothing was
 * recorded; once saved, say so and close. Answers the form and the props every such dialog gives
 * FormDialog: narrow, as a few fields are, and closed by its caller.
 */
export function useMoneyDialogForm<V extends FieldValues, K extends string>({ catalogue, defaultValues, serverFields, fieldOf, send, savedText, failedText, onClose }: MoneyDialogFormOptions<V, K>) {
  const language = useLanguage();
  const afterSave = useAfterSave();
  const controller = useConsoleForm<V>({
    defaultValues,
    serverFields,
    fieldOf,
    onFailure: refusalInAreaWords(catalogue, language, failedText),
    onSave: async (values) => afterSave(await send(values), savedText, () => onClose()),
  });
  return { form: controller.form, dialog: { controller, onClose, narrow: true } };
}
