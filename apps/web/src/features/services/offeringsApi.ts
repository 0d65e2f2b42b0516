import type { CreateWorkshopServiceBody, UpdateWorkshopServiceBody, WorkshopService, WorkshopServiceListQuery } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

/** The catalogue services a workshop offers, with its own price overrides; withdrawing is `active: false`. */
export const offerings = defineResource<{ item: WorkshopService; query: WorkshopServiceListQuery; create: CreateWorkshopServiceBody; update: UpdateWorkshopServiceBody }>({
  path: 'workshop-services',
  tag: 'Offering',
});

export const offeringsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints(build, offerings);
    return crud.named('Offering', 'Offerings', 'list', 'get', 'create', 'update');
  },
});

export const { useListOfferingsQuery, useGetOfferingQuery, useCreateOfferingMutation, useUpdateOfferingMutation } = offeringsApi;
