import type { ConcernMessage, UserConcern, UserConcernDetails } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

/** A list row: workshop 1's open, high-priority damage concern about SR-000021. */
export const testConcern = fixture<UserConcern>({
  id: 7,
  code: 'UC-000007',
  customer_name: 'Meera Iyer',
  customer_phone: '9876543210',
  category: 'damage',
  subject: 'Scratch on the rear bumper after the foam wash',
  priority: 'high',
  status: 'open',
  channel: 'app',
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  request: { id: 21, code: 'SR-000021' },
  version: 2,
  created_at: '2026-11-20T04:00:00.000Z',
  updated_at: '2026-11-20T04:00:00.000Z',
});

export function testMessage(overrides: Partial<ConcernMessage> = {}): ConcernMessage {
  return { id: 1, author_kind: 'customer', author_admin_id: null, author_name: 'Meera Iyer', body: 'I have photos from before the wash.', at: '2026-11-20T05:00:00.000Z', ...overrides };
}

export const testConcernDetails = fixture<UserConcernDetails>({
  ...testConcern(),
  description: 'A long scratch on the rear bumper that was not there before the wash.',
  request: { id: 21, code: 'SR-000021', status: 'completed' },
  created_by: null,
  resolved_at: null,
  closed_at: null,
  messages: [testMessage()],
});
