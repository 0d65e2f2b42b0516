/**
 * A booking a workshop admin may make (POST /api/v1/requests): a service its workshop offers, five
 * days after the tests' clock (2026-01-15). A super admin adds the `workshop_id`.
 */
export const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Aditi Sharma',
  customer_phone: '9812345678',
  vehicle_type: 'sedan',
  vehicle_make: 'Honda',
  vehicle_model: 'City',
  registration_number: 'hr 26 dk 8337',
  service_id: 2,
  address: 'House 12, DLF Phase 2, Gurugram',
  scheduled_at: '2026-01-20T10:00:00+05:30',
  ...overrides,
});
