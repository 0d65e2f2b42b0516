import type { OptionsResponse } from '@carcare/contracts';
import { baseApi } from './baseApi';
import { API_V1 } from './resource';

/**
 * The id-and-name lists that fill the selects of many pages (workshops, societies, catalogue
 * services): shared here, so no feature reaches into another's API slice for them. The owning
 * features invalidate these tags when they change a row.
 */
export const optionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    workshopFilterOptions: build.query<OptionsResponse, void>({
      query: () => ({ url: `${API_V1}/workshops/options` }),
      providesTags: [{ type: 'Options', id: 'workshops' }],
    }),
    assignableSocieties: build.query<OptionsResponse, void>({
      query: () => ({ url: `${API_V1}/societies/options` }),
      providesTags: [{ type: 'Options', id: 'societies' }],
    }),
    serviceOptions: build.query<OptionsResponse, void>({
      query: () => ({ url: `${API_V1}/services/options` }),
      providesTags: [{ type: 'Options', id: 'services' }],
    }),
  }),
});

export const { useWorkshopFilterOptionsQuery, useAssignableSocietiesQuery, useServiceOptionsQuery } = optionsApi;
