import type { CreateWorkshopBody, UpdateWorkshopBody, Workshop, WorkshopListQuery } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

const CITIES = { type: 'Options', id: 'workshop-cities' } as const;

/** Workshops (garages) and their garage admins, as the super admin manages them. */
export const workshops = defineResource<{ item: Workshop; query: WorkshopListQuery; create: CreateWorkshopBody; update: UpdateWorkshopBody }>({
  path: 'workshops',
  tag: 'Workshop',
  updateMethod: 'PATCH',
  affects: [CITIES, { type: 'Options', id: 'workshops' }],
});

export const workshopsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = resourceEndpoints(build, workshops);
    return {
      ...crud.named('Workshop', 'Workshops', 'list', 'get', 'create', 'update', 'setActive'),
      workshopCities: build.query<{ data: string[] }, void>({
        query: () => ({ url: workshops.url('cities') }),
        providesTags: [CITIES],
      }),
    };
  },
});

export const { useListWorkshopsQuery, useWorkshopCitiesQuery, useGetWorkshopQuery, useCreateWorkshopMutation, useUpdateWorkshopMutation, useSetWorkshopActiveMutation } = workshopsApi;
