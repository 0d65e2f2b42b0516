import type { Settlement } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

/** Sparkle Auto Care's open statement for the week of 23 Nov 2026: ₹3,150 payable. */
export const testSettlement = fixture<Settlement>({
  id: 7,
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  status: 'open',
  online_payments_paise: 400_000,
  cash_payments_paise: 150_000,
  refunds_paise: 50_000,
  commission_paise: 50_000,
  cash_held_paise: 150_000,
  carried_in_paise: -35_000,
  payable_paise: 265_000,
  line_count: 6,
  carried_from: { id: 5, week_start: '2026-11-16' },
  payout_transaction_id: null,
  utr: null,
  paid_at: null,
  paid_by: null,
  created_at: '2026-11-30T04:00:00.000Z',
  version: 3,
});
