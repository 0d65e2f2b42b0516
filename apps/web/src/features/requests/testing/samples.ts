import type { RequestEvent, ServiceRequest, ServiceRequestDetails, WorkshopService } from '@carcare/contracts';

/** A list row: a pending sedan wash booked for 24 Nov 2026. */
export function testRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
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
    ...overrides,
  };
}

export function testEvent(overrides: Partial<RequestEvent> = {}): RequestEvent {
  return {
    id: 1,
    action: 'create',
    from_status: null,
    to_status: 'pending',
    actor: { id: 7, name: 'Asha Rao' },
    note: null,
    at: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

export function testDetails(overrides: Partial<ServiceRequestDetails> = {}): ServiceRequestDetails {
  return { ...testRequest(), events: [testEvent()], payments: [], ...overrides };
}

export function testOffering(overrides: Partial<WorkshopService> = {}): WorkshopService {
  const prices = { hatchback: 99_900, sedan: 149_900, suv: 199_900, muv: 199_900, bike: 49_900 };
  return {
    id: 30,
    workshop: { id: 1, name: 'Sparkle Auto Care' },
    service: { id: 3, name: 'Foam wash', category: 'wash', duration_minutes: 60, status: 'active' },
    catalogue_prices: prices,
    price_overrides: {},
    effective_prices: prices,
    active: true,
    version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
