import { afterEach, describe, expect, it } from 'vitest';
import { indiaInputOf, isoOfIndiaInput } from './indiaTime';

const browserZone = process.env.TZ;
afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe('India time in date-time fields', () => {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
    it(`reads a typed time as India time and shows an instant in India time, in a browser set to ${zone}`, () => {
      process.env.TZ = zone;
      expect(isoOfIndiaInput('2026-11-24T10:30')).toBe('2026-11-24T05:00:00.000Z');
      expect(isoOfIndiaInput('2026-11-24T00:15:30')).toBe('2026-11-23T18:45:30.000Z');
      expect(indiaInputOf('2026-11-24T05:00:00.000Z')).toBe('2026-11-24T10:30');
      expect(indiaInputOf('2026-11-23T20:00:00Z')).toBe('2026-11-24T01:30');
      expect(indiaInputOf(isoOfIndiaInput('2027-03-31T23:59'))).toBe('2027-03-31T23:59');
    });
  }

  it('keeps the zone of a time that names one', () => {
    expect(isoOfIndiaInput('2026-11-24T10:30:00Z')).toBe('2026-11-24T10:30:00.000Z');
    expect(isoOfIndiaInput('2026-11-24T10:30:00+05:30')).toBe('2026-11-24T05:00:00.000Z');
  });

  it('gives nothing for what is not a date and time', () => {
    for (const value of ['', '   ', 'soon', '2026-11-24', '2026-13-40T10:30', '24/11/2026 10:30', 'Nov 24 2026 10:30']) expect(isoOfIndiaInput(value)).toBe('');
    expect(indiaInputOf('not a date')).toBe('');
  });
});
