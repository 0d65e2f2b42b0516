import type { ListDefinition } from '../../components/list/prefetchList';
import { STATUS_CITY_FILTERS } from '../../components/list/statusCityFilters';
import type { CreateSocietyBody, Society, SocietyListQuery, UpdateSocietyBody } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

const CITIES = { type: 'Options', id: 'society-cities' } as const;

/** Societies and their managers, as the super admin manages them. */
export const societies = defineResource<{ item: Society; query: SocietyListQuery; create: CreateSocietyBody; update: UpdateSocietyBody }>({
  path: 'societies',
  tag: 'Society',
  updateMethod: 'PATCH',
  affects: [CITIES, { type: 'Options', id: 'societies' }],
});

export const societiesApi = injectResource(societies, ['Society', 'Societies', 'list', 'get', 'create', 'update', 'setActive'], (crud) => ({ societyCities: crud.read<{ data: string[] }>('cities', CITIES) }));

export const { useListSocietiesQuery, useSocietyCitiesQuery, useGetSocietyQuery, useCreateSocietyMutation, useUpdateSocietyMutation, useSetSocietyActiveMutation } = societiesApi;

/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const SOCIETY_LIST = { filters: STATUS_CITY_FILTERS, sort: 'name', viewKey: 'list.societies' } satisfies ListDefinition<string>;
