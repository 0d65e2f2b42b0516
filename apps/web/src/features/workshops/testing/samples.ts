import type { WorkingHours, Workshop } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

export const sampleWorkshop = fixture<Workshop>({
  id: 42,
  name: 'Kochi Car Studio',
  owner_name: 'Kavya Menon',
  phone: '9847012345',
  email: null,
  address_line: '12 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682001',
  gstin: null,
  latitude: 9.93,
  longitude: null,
  opening_hours: 'Mon–Sat 9–19',
  rating: null,
  status: 'active',
  admin: { id: 9, name: 'Anil Varghese', phone: '9712345678', email: 'anil@example.in' },
  worker_count: 0,
  version: 3,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

const DAY = { open: '08:00', close: '20:00' };

/** "Mon–Sat 08:00–20:00", Sunday closed, one holiday. */
export const sampleWorkingHours = fixture<WorkingHours>({
  weekly: [DAY, DAY, DAY, DAY, DAY, DAY, null],
  holidays: [{ date: '2026-11-08', note: 'Diwali' }],
  travel_buffer_minutes: 15,
  late_after_minutes: 20,
  needs_review: false,
  version: 3,
});
