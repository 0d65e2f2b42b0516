import type { ListResponse, Service, ServiceInclusion, WorkshopService } from '@carcare/contracts';
import { fixture } from '../../../app/testing/fixture';

export function listOf<T>(rows: T[]): ListResponse<T> {
  return { data: rows, page: 1, page_size: 25, total: rows.length };
}

export const sampleService = fixture<Service>({
  id: 12,
  name: 'Foam wash',
  description: 'Exterior foam wash and dry',
  category: 'wash',
  duration_minutes: 45,
  prices: { hatchback: 49900, sedan: 59900, suv: 79900, muv: 79900, bike: 19900 },
  inclusions: [{ id: 3, name: 'Tyre polish' }],
  image_url: null,
  status: 'active',
  requested_by_workshop: null,
  decision_note: null,
  version: 4,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

export const sampleInclusion = fixture<ServiceInclusion>({
  id: 3,
  name: 'Tyre polish',
  description: 'Tyres dressed to a deep black',
  active: true,
  service_count: 2,
  version: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

export const sampleOffering = fixture<WorkshopService>({
  id: 30,
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  service: { id: 12, name: 'Foam wash', category: 'wash', duration_minutes: 45, status: 'active' },
  catalogue_prices: { hatchback: 49900, sedan: 59900, suv: 79900, muv: 79900, bike: 19900 },
  price_overrides: { sedan: 55000 },
  effective_prices: { hatchback: 49900, sedan: 55000, suv: 79900, muv: 79900, bike: 19900 },
  active: true,
  version: 2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});
