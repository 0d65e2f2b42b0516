import type { CreateWorkshopServiceBody, ListResponse, UpdateWorkshopServiceBody, WorkshopService } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const OFFERINGS_PATH = '/api/v1/workshop-services';

type ListArgs = Record<string, string | number>;

const LIST = { type: 'Offering', id: 'LIST' } as const;

/** The catalogue services a workshop offers, with its own price overrides. */
export const offeringsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOfferings: build.query<ListResponse<WorkshopService>, ListArgs>({
      query: (params) => ({ url: OFFERINGS_PATH, params }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((o) => ({ type: 'Offering' as const, id: o.id }))],
    }),
    getOffering: build.query<WorkshopService, number>({
      query: (id) => ({ url: `${OFFERINGS_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Offering', id }],
    }),
    createOffering: build.mutation<WorkshopService, CreateWorkshopServiceBody>({
      query: (body) => ({ url: OFFERINGS_PATH, method: 'POST', data: body }),
      invalidatesTags: [LIST],
    }),
    /** Prices and availability; withdrawing is `active: false`. */
    updateOffering: build.mutation<WorkshopService, { id: number; body: UpdateWorkshopServiceBody }>({
      query: ({ id, body }) => ({ url: `${OFFERINGS_PATH}/${id}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Offering', id }, LIST],
    }),
  }),
});

export const { useListOfferingsQuery, useGetOfferingQuery, useCreateOfferingMutation, useUpdateOfferingMutation } = offeringsApi;
