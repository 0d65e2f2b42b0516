import { describe, expect, it } from 'vitest';
import { fieldPathsOf, formValuesOf } from './entityForm';

const BLANK = { name: '', email: '', blocks: '' as number | string, latitude: null as number | null, manager: { name: '', phone: '' } };

describe('formValuesOf', () => {
  it('fills the blank form’s fields from the record, a missing text as empty, groups field by field, with the version', () => {
    const record = { id: 4, name: 'Palm Grove', email: null, blocks: 4, latitude: 9.93, manager: { id: 2, name: 'Meera', phone: '9712300001' }, extra: 'not a field', version: 7 };
    expect(formValuesOf(record, BLANK)).toEqual({ name: 'Palm Grove', email: '', blocks: 4, latitude: 9.93, manager: { name: 'Meera', phone: '9712300001' }, version: 7 });
  });

  it('keeps the blank values of a missing group and of a null that is the blank value itself', () => {
    const record = { name: 'Palm Grove', email: 'a@b.in', blocks: 4, latitude: null, manager: null, version: 1 };
    expect(formValuesOf(record, BLANK)).toEqual({ name: 'Palm Grove', email: 'a@b.in', blocks: 4, latitude: null, manager: { name: '', phone: '' }, version: 1 });
  });
});

describe('fieldPathsOf', () => {
  it('names every field a 400 may point at, inside groups too', () => {
    expect(fieldPathsOf(BLANK)).toEqual(['name', 'email', 'blocks', 'latitude', 'manager.name', 'manager.phone']);
  });
});
