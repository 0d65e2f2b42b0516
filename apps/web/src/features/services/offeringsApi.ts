import type { ListDefinition } from '../../components/list/prefetchList';
import type { CreateWorkshopServiceBody, UpdateWorkshopServiceBody, WorkshopService, WorkshopServiceListQuery } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** The catalogue services a workshop offers, with its own price overrides; withdrawing is `active: false`. */
export const offerings = defineResource<{ item: WorkshopService; query: WorkshopServiceListQuery; create: CreateWorkshopServiceBody; update: UpdateWorkshopServiceBody }>({
  path: 'workshop-services',
  tag: 'Offering',
});

export const offeringsApi = injectResource(offerings, ['Offering', 'Offerings', 'list', 'get', 'create', 'update']);

export const { useListOfferingsQuery, useGetOfferingQuery, useCreateOfferingMutation, useUpdateOfferingMutation } = offeringsApi;

/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const OFFERING_LIST = { filters: ['active'] as const, sort: 'name', viewKey: 'list.services-offered' } satisfies ListDefinition<string>;
