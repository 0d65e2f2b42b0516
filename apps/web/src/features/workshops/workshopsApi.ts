import type { ListDefinition } from '../../components/list/prefetchList';
import { STATUS_CITY_FILTERS } from '../../components/list/statusCityFilters';
import type { CreateWorkshopBody, UpdateWorkshopBody, Workshop, WorkshopListQuery } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

const CITIES = { type: 'Options', id: 'workshop-cities' } as const;

/** Workshops (garages) and their garage admins, as the super admin manages them. */
export const workshops = defineResource<{ item: Workshop; query: WorkshopListQuery; create: CreateWorkshopBody; update: UpdateWorkshopBody }>({
  path: 'workshops',
  tag: 'Workshop',
  updateMethod: 'PATCH',
  affects: [CITIES, { type: 'Options', id: 'workshops' }],
});

export const workshopsApi = injectResource(workshops, ['Workshop', 'Workshops', 'list', 'get', 'create', 'update', 'setActive'], (crud) => ({ workshopCities: crud.read<{ data: string[] }>('cities', CITIES) }));

export const { useListWorkshopsQuery, useWorkshopCitiesQuery, useGetWorkshopQuery, useCreateWorkshopMutation, useUpdateWorkshopMutation, useSetWorkshopActiveMutation } = workshopsApi;

/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const WORKSHOP_LIST = { filters: STATUS_CITY_FILTERS, sort: 'name', viewKey: 'list.workshops' } satisfies ListDefinition<string>;
