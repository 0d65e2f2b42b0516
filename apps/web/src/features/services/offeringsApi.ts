import type { CreateWorkshopServiceBody, UpdateWorkshopServiceBody, WorkshopService, WorkshopServiceListQuery } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** The catalogue services a workshop offers, with its own price overrides; withdrawing is `active: false`. */
export const offerings = defineResource<{ item: WorkshopService; query: WorkshopServiceListQuery; create: CreateWorkshopServiceBody; update: UpdateWorkshopServiceBody }>({
  path: 'workshop-services',
  tag: 'Offering',
});

export const offeringsApi = injectResource(offerings, ['Offering', 'Offerings', 'list', 'get', 'create', 'update']);

export const { useListOfferingsQuery, useGetOfferingQuery, useCreateOfferingMutation, useUpdateOfferingMutation } = offeringsApi;
