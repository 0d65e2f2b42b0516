import type { RequestEvent, ServiceRequest, ServiceRequestDetails } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

/** A list row: a pending sedan wash booked for 24 Nov 2026. */
export const testRequest = fixture<ServiceRequest>({
  id: 12,
  code: 'SR-000012',
  customer_name: 'Meera Iyer',
  customer_phone: '9876543210',
  vehicle_type: 'sedan',
  vehicle_make: 'Honda',
  vehicle_model: 'City',
  registration_number: 'HR26DK8337',
  service: { id: 3, name: 'Foam wash' },
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  society: { id: 5, name: 'DLF Park Place' },
  address: 'Tower B, flat 402',
  scheduled_at: '2026-11-24T05:00:00.000Z',
  worker: null,
  amount_paise: 149_900,
  payment_status: 'unpaid',
  status: 'pending',
  cancellation_reason: null,
  cancellation_note: null,
  version: 3,
  created_at: '2026-11-20T04:00:00.000Z',
  updated_at: '2026-11-20T04:00:00.000Z',
});

export const testEvent = fixture<RequestEvent>({
  id: 1,
  action: 'create',
  from_status: null,
  to_status: 'pending',
  actor: { id: 7, name: 'Asha Rao' },
  note: null,
  at: '2026-11-20T04:00:00.000Z',
});

export function testDetails(overrides: Partial<ServiceRequestDetails> = {}): ServiceRequestDetails {
  return { ...testRequest(), events: [testEvent()], payments: [], ...overrides };
}

/** A payment or refund on a request's page: a successful cash payment of ₹1,180 on 20 Nov 2026. */
export const testPayment = fixture<ServiceRequestDetails['payments'][number]>({
  id: 501,
  kind: 'payment',
  method: 'cash',
  amount_paise: 118_000,
  status: 'success',
  note: '',
  created_at: '2026-11-20T06:00:00.000Z',
});
