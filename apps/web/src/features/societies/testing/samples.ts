import type { Society } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

export const sampleSociety = fixture<Society>({
  id: 5,
  name: 'Palm Grove Residency',
  address_line: 'Sector 9, Vashi',
  city: 'Navi Mumbai',
  state: 'Maharashtra',
  pincode: '400703',
  blocks: 4,
  flats: 320,
  contact_phone: '9820012345',
  status: 'active',
  manager: { id: 11, name: 'Meera Joshi', phone: '9712300001', email: 'meera@example.in' },
  worker_count: 1,
  version: 2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
