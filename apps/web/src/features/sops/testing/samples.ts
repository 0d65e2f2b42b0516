import type { Sop } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

export const sampleSop = fixture<Sop>({
  id: 7,
  title: 'Express wash at a society parking',
  service: { id: 1, name: 'Express Exterior Wash' },
  steps: ['Rinse', 'Foam', 'Dry'],
  status: 'draft',
  version: 3,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
});

export const SERVICE_OPTIONS = { data: [{ id: 1, name: 'Express Exterior Wash' }, { id: 2, name: 'Premium Wash & Vacuum' }] };
