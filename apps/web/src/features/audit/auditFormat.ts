import { readableRole } from '@carcare/contracts';
import { auditWords, type AuditKey, type AuditTranslate } from './auditTexts';

/** The catalogue's word for `key`, or `fallback` for a code it does not know (an action added later). */
function wordOr(t: AuditTranslate, key: string, fallback: string): string {
  return key in auditWords ? t(key as AuditKey) : fallback;
}

/** "service_request" → "Service request"; "cancellationReasonId" → "Cancellation reason id". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The verb of an action in the language shown ("service_request.cancel" → "Cancel"); an unknown one in its own words. */
export function actionVerb(t: AuditTranslate, action: string): string {
  const verb = action.includes('.') ? action.slice(action.lastIndexOf('.') + 1) : action;
  return wordOr(t, `verb.${verb}`, humanize(verb));
}

/** A recorded value as text: "—" for none, Yes/No, numbers and text as they are, anything else as JSON. */
export function formatAuditValue(t: AuditTranslate, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** "Rohit Sharma (Workshop Admin)", or "System" for a change no admin made. */
export function actorText(t: AuditTranslate, actor: { name: string; user_type: string } | null): string {
  return actor ? `${actor.name} (${wordOr(t, `role.${actor.user_type}`, readableRole(actor.user_type))})` : t('system');
}
