import { describe, expect, it } from 'vitest';
import english from './i18n/field.en.json';
import hindi from './i18n/field.hi.json';
import { fieldErrorText } from './fieldErrorText';
import { changeLanguage } from '../../i18n/languageStore';

const HINDI = /[\u0900-\u097F]/;
const RULE_CODES = ['worker_busy', 'worker_not_in_society', 'outside_hours'] as const;

describe('the schedule rules’ field errors (worker_busy, worker_not_in_society, outside_hours)', () => {
  it('has an English and a Hindi text for each rule code', () => {
    for (const code of RULE_CODES) {
      expect(english).toHaveProperty([`field.${code}`]);
      expect(hindi).toHaveProperty([`field.${code}`]);
    }
  });

  it('keeps the server’s English word for word in English', () => {
    const message = 'Ravi Kumar has SR-000031 from 10:00 to 11:00';
    expect(fieldErrorText({ message, code: 'worker_busy', params: { name: 'Ravi Kumar', code: 'SR-000031', from: '10:00', to: '11:00' } }, 'en')).toBe(message);
  });

  it('names the clashing job and its India times in Hindi', async () => {
    await changeLanguage('hi');
    const text = fieldErrorText({ message: 'busy', code: 'worker_busy', params: { name: 'Ravi Kumar', code: 'SR-000031', from: '10:00', to: '11:00' } }, 'hi');
    expect(text).toBe('Ravi Kumar 10:00 से 11:00 तक SR-000031 में लगे हैं');
  });

  it('names the worker and the society they do not serve in Hindi', async () => {
    await changeLanguage('hi');
    expect(fieldErrorText({ message: 'no', code: 'worker_not_in_society', params: { name: 'Sunil Yadav', society: 'DLF Park Place' } }, 'hi')).toBe('Sunil Yadav DLF Park Place में काम नहीं करते');
  });

  it('says “closed that day” for a closed day and the open hours otherwise, the date as a reader writes it', async () => {
    await changeLanguage('hi');
    const closed = fieldErrorText({ message: 'closed', code: 'outside_hours', params: { date: '2026-12-06', from: '10:00', to: '11:00', closed: true } as never }, 'hi');
    expect(closed).toMatch(HINDI);
    expect(closed).toContain('बंद');
    expect(closed).not.toContain('2026-12-06');
    expect(closed).not.toContain('10:00');
    const outside = fieldErrorText({ message: 'outside', code: 'outside_hours', params: { date: '2026-12-07', from: '19:30', to: '20:30', open: '08:00', close: '20:00' } }, 'hi');
    expect(outside).toContain('08:00–20:00');
    expect(outside).toContain('19:30–20:30');
    expect(outside).not.toContain('बंद');
    // The flag as text or a number reads the same.
    expect(fieldErrorText({ message: 'closed', code: 'outside_hours', params: { date: '2026-12-06', from: '10:00', to: '11:00', closed: 'true' } }, 'hi')).toBe(closed);
    expect(fieldErrorText({ message: 'closed', code: 'outside_hours', params: { date: '2026-12-06', from: '10:00', to: '11:00', closed: 1 } }, 'hi')).toBe(closed);
  });
});
