import type { Worker } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

export const testWorker = fixture<Worker>({
  id: 41,
  name: 'Ravi Kumar',
  phone: '9812345678',
  photo_url: null,
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  skills: ['exterior_wash'],
  id_proof_type: 'aadhaar',
  id_proof_number: '123412341234',
  joined_on: '2026-01-10',
  status: 'active',
  display_status: 'active',
  rating: null,
  societies: [],
  version: 2,
  created_at: '2026-01-10T00:00:00.000Z',
  updated_at: '2026-01-10T00:00:00.000Z',
});
