import type { CreateInclusionBody, InclusionListQuery, OptionsResponse, ServiceInclusion, UpdateInclusionBody } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

const OPTIONS = { type: 'Options', id: 'inclusions' } as const;

/** What a catalogue service can include (foam wash, interior vacuum …), as the super admin keeps them. */
export const inclusions = defineResource<{ item: ServiceInclusion; query: InclusionListQuery; create: CreateInclusionBody; update: UpdateInclusionBody }>({
  path: 'service-inclusions',
  tag: 'Inclusion',
  // A renamed inclusion shows under its new name in the services that list it.
  affects: [OPTIONS, { type: 'Service', id: 'LIST' }],
});

export const inclusionsApi = injectResource(inclusions, ['Inclusion', 'Inclusions', 'list', 'create', 'update', 'remove', 'restore'], (crud) => ({ inclusionOptions: crud.read<OptionsResponse>('options', OPTIONS) }));

export const { useListInclusionsQuery, useInclusionOptionsQuery, useCreateInclusionMutation, useUpdateInclusionMutation, useDeleteInclusionMutation, useRestoreInclusionMutation } = inclusionsApi;
