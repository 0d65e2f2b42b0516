import type { Society, Worker } from '@carcare/contracts';

export function sampleSociety(overrides: Partial<Society> = {}): Society {
  return {
    id: 5,
    name: 'Palm Grove Residency',
    address_line: 'Sector 9, Vashi',
    city: 'Navi Mumbai',
    state: 'Maharashtra',
    pincode: '400703',
    blocks: 4,
    flats: 320,
    contact_phone: '9820012345',
    status: 'active',
    manager: { id: 11, name: 'Meera Joshi', phone: '9712300001', email: 'meera@example.in' },
    worker_count: 1,
    version: 2,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function sampleWorker(overrides: Partial<Worker> = {}): Worker {
  return {
    id: 100,
    name: 'Ravi Shankar',
    phone: '9871016991',
    photo_url: null,
    workshop: { id: 2, name: 'Shine & Drive Garage' },
    skills: ['exterior_wash'],
    id_proof_type: 'aadhaar',
    id_proof_number: 'XXXXXXXX1234',
    joined_on: '2025-01-10',
    status: 'active',
    display_status: 'active',
    rating: null,
    societies: [],
    version: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
