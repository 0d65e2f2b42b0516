import type { CancellationReason } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

export const sampleReason = fixture<CancellationReason>({
  id: 1,
  text: 'Customer not at home',
  audience: 'workshop',
  active: true,
  sort_order: 1,
  version: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
