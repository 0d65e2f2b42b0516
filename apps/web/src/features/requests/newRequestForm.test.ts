import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogue';
import { emptyNewRequest, newRequestResolver, toRequestBody, type NewRequestValues } from './newRequestForm';
import { requestCatalogue } from './requestTexts';

const filled: NewRequestValues = {
  ...emptyNewRequest(),
  customer_name: 'Meera Iyer',
  customer_phone: '9876543210',
  vehicle_type: 'suv',
  vehicle_make: 'Mahindra',
  vehicle_model: 'XUV700',
  registration_number: 'ka-01-ab-1234',
  workshop_id: '2',
  service_id: '3',
  address: '12 MG Road, Bengaluru',
  scheduled_at: '2026-11-24T10:30',
};

const resolve = (chooseWorkshop: boolean, values: NewRequestValues) =>
  newRequestResolver(translatorFor(requestCatalogue, 'en'), chooseWorkshop)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('phone booking body', () => {
  it('leaves the workshop out for a workshop admin (its own is used) and sends no society as null', async () => {
    const body = toRequestBody(filled, false);
    expect(body).not.toHaveProperty('workshop_id');
    expect(body.society_id).toBeNull();
    const result = await resolve(false, filled);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ registration_number: 'KA01AB1234', service_id: 3, scheduled_at: '2026-11-24T05:00:00.000Z' });
  });

  it('requires a super admin to choose the workshop', async () => {
    const result = await resolve(true, { ...filled, workshop_id: '' });
    expect(result.errors.workshop_id?.message).toBe('Choose a workshop');
    expect((await resolve(true, filled)).values).toMatchObject({ workshop_id: 2 });
  });
});
