import { toE164 } from '@carcare/contracts';
import type { SmsMessage } from '../../sms/sms-transport';

type Language = 'en' | 'hi';

const dateFormat = (language: Language) => new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const timeFormat = (language: Language) => new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/**
 * The SMS telling a customer their booking has a new time, in their language where known (else
 * English), in India time. The text mirrors the DLT template the provider sends; the variables fill it.
 */
export function rescheduleSms(request: { code: string; customerPhone: string; customerLanguage: string | null }, service: string, scheduledAt: Date, now: Date): SmsMessage {
  const language: Language = request.customerLanguage === 'hi' ? 'hi' : 'en';
  const date = dateFormat(language).format(scheduledAt);
  const time = timeFormat(language).format(scheduledAt);
  const text =
    language === 'hi'
      ? `Carcare: आपकी बुकिंग ${request.code} (${service}) अब ${date} को ${time} बजे है।`
      : `Carcare: your booking ${request.code} (${service}) is now on ${date} at ${time}.`;
  return {
    to: toE164(request.customerPhone),
    code: '',
    text,
    at: now.toISOString(),
    template: { name: 'reschedule', language, variables: { code: request.code, service, date, time } },
  };
}
