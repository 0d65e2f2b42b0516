import type { Review } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

export const sampleReview = fixture<Review>({
  id: 31,
  request: { id: 9, code: 'SR-000009' },
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  worker: { id: 7, name: 'Vikas Saini' },
  customer_name: 'Nisha Reddy',
  rating: 4,
  comment: 'Neat work on the interior, AC vents cleaned properly.',
  reply: null,
  replied_at: null,
  status: 'published',
  moderation_reason: null,
  version: 1,
  created_at: '2026-11-20T06:30:00.000Z',
});
