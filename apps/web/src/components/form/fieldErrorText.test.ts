import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { FIELD_ERROR_CODES, createSocietyBodySchema } from '@carcare/contracts';
import english from './i18n/field.en.json';
import { fieldErrorText, schemaIssueText, serverFailureText } from './fieldErrorText';
import { schemaResolver } from './schemaResolver';
import { applyServerErrors } from './applyServerErrors';
import { changeLanguage } from '../../i18n/languageStore';

const HINDI = /[\u0900-\u097F]/;
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver>[2];
const badRequest = (details: { field: string; message: string; code?: string; params?: Record<string, string | number> }[]) => ({
  status: 400,
  data: { message: details[0]!.message, code: 'VALIDATION_ERROR', details },
});

describe('a 400’s field details in the language shown', () => {
  it('has a field.<code> text for every field code the API sends', () => {
    for (const code of FIELD_ERROR_CODES) expect(Object.keys(english)).toContain(`field.${code}`);
  });

  it('keeps the server’s English word for word in English', () => {
    expect(fieldErrorText({ message: 'Scheduled time cannot be on a past day', code: 'scheduled_past_day' }, 'en')).toBe('Scheduled time cannot be on a past day');
  });

  it('says the code’s text in Hindi, with the values the English names (a name, a date, rupees, a limit)', async () => {
    await changeLanguage('hi');
    expect(fieldErrorText({ message: 'Scheduled time cannot be on a past day', code: 'scheduled_past_day' }, 'hi')).toBe('बीते हुए दिन का समय नहीं चुन सकते; आज या आगे की तारीख़ चुनें');
    expect(fieldErrorText({ message: 'Name must be at most 80 characters', code: 'too_long', params: { max: 80 } }, 'hi')).toBe('ज़्यादा से ज़्यादा 80 अक्षर लिखें');
    const leave = fieldErrorText({ message: 'Ravi is on approved leave on 2026-01-20', code: 'worker_on_leave', params: { name: 'Ravi', date: '2026-01-20' } }, 'hi');
    expect(leave).toContain('Ravi');
    expect(leave).toContain('20');
    expect(leave).not.toContain('2026-01-20');
    expect(fieldErrorText({ message: 'Cash received must be the full amount of ₹2,799', code: 'cash_not_full_amount', params: { amount_paise: 279900 } }, 'hi')).toContain('₹2,799');
    // An older server without codes, or a code this console does not know yet: still Hindi, never English.
    expect(fieldErrorText({ message: 'Something new', code: 'brand_new_rule' }, 'hi')).toMatch(HINDI);
    expect(fieldErrorText({ message: 'Something old' }, 'hi')).toMatch(HINDI);
    await changeLanguage('en');
  });

  it('a shared schema checked in the browser says each field’s problem by its code in Hindi, the schema’s English in English', async () => {
    const values = { name: '', address_line: 'x'.repeat(201), city: 'Pune', state: 'MH', pincode: '12', blocks: Number.NaN, flats: 2.5, contact_phone: '', manager: { name: '', phone: '', email: '' } };
    const inEnglish = await schemaResolver(createSocietyBodySchema, 'en')(values, undefined, options);
    expect(inEnglish.errors.name?.message).toBe('Society name is required');
    await changeLanguage('hi');
    const inHindi = await schemaResolver(createSocietyBodySchema, 'hi')(values, undefined, options);
    const errors = inHindi.errors as Record<string, { message?: string } & Record<string, { message?: string }>>;
    expect(errors.name?.message).toBe('यह भरना ज़रूरी है');
    expect(errors.address_line?.message).toBe('ज़्यादा से ज़्यादा 200 अक्षर लिखें');
    expect(errors.pincode?.message).toBe('यह सही रूप में नहीं लिखा है, जाँच लें');
    expect(errors.blocks?.message).toBe('यह भरना ज़रूरी है');
    expect(errors.flats?.message).toBe('पूरी संख्या लिखें, दशमलव के बिना');
    expect(errors.manager?.phone?.message).toBe('यह भरना ज़रूरी है');
    expect(errors.contact_phone?.message).toBe('यह भरना ज़रूरी है');
    for (const message of JSON.stringify(inHindi.errors).match(/"message":"[^"]*"/g) ?? []) expect(message).toMatch(HINDI);
    // The area's own text for a message wins over the shared one.
    const withArea = await schemaResolver(createSocietyBodySchema, 'hi', (message) => (message === 'Society name is required' ? 'सोसाइटी का नाम लिखें' : undefined))(values, undefined, options);
    expect(withArea.errors.name?.message).toBe('सोसाइटी का नाम लिखें');
    expect(schemaIssueText({ code: 'too_small', origin: 'string', minimum: 1, message: 'Give a reason for rejecting' }, '', 'hi')).toBe('यह भरना ज़रूरी है');
    await changeLanguage('en');
  });

  it('puts a server field error on its field in Hindi, and one the form does not show above the fields in Hindi', async () => {
    await changeLanguage('hi');
    const setError = vi.fn();
    const placed = applyServerErrors(badRequest([{ field: 'scheduled_at', message: 'Scheduled time cannot be on a past day', code: 'scheduled_past_day' }]), setError, ['scheduled_at']);
    expect(placed).toBeNull();
    expect(setError).toHaveBeenCalledWith('scheduled_at', { type: 'server', message: 'बीते हुए दिन का समय नहीं चुन सकते; आज या आगे की तारीख़ चुनें' });
    const above = applyServerErrors(badRequest([{ field: 'workshop_id', message: 'This workshop is inactive and takes no bookings', code: 'workshop_inactive' }]), vi.fn(), ['scheduled_at']);
    expect(above).toBe('यह वर्कशॉप निष्क्रिय है, इसमें बुकिंग नहीं हो सकती');
    await changeLanguage('en');
    const english = applyServerErrors(badRequest([{ field: 'workshop_id', message: 'This workshop is inactive and takes no bookings', code: 'workshop_inactive' }]), vi.fn(), ['scheduled_at']);
    expect(english).toBe('This workshop is inactive and takes no bookings');
  });

  it('says any failed call in Hindi: a 400 by its first detail’s code, another answer by its code; English as the server wrote it', async () => {
    const leave = { message: 'This leave overlaps another leave of the same worker', code: 'LEAVE_OVERLAP' };
    const upload = { message: 'Upload a PNG, JPEG or WebP image', code: 'VALIDATION_ERROR', details: [{ field: 'body', message: 'Upload a PNG, JPEG or WebP image', code: 'unsupported_image' }] };
    expect(serverFailureText(leave, 'en')).toBe(leave.message);
    expect(serverFailureText(upload, 'en')).toBe(upload.message);
    await changeLanguage('hi');
    expect(serverFailureText(upload, 'hi')).toBe('PNG, JPEG या WebP तस्वीर चुनें');
    expect(serverFailureText(leave, 'hi')).toMatch(HINDI);
    await changeLanguage('en');
  });
});
