import type { CreateServiceBody, RequestNewServiceBody, Service, ServiceAction, ServiceListQuery, UpdateServiceBody } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** The service catalogue: the super admin's list and edits, approvals, and a workshop admin's requests. */
export const services = defineResource<{ item: Service; query: ServiceListQuery; create: CreateServiceBody; update: UpdateServiceBody }>({
  path: 'services',
  tag: 'Service',
  // A catalogue change shows in the service pickers and in the workshops' offerings.
  affects: [{ type: 'Options', id: 'services' }, { type: 'Offering', id: 'LIST' }],
  getEndpoint: 'getService',
});

/** The image of a service: the raw file as the body, labelled with its type; the server checks the bytes. */
type ImageUpload = { id: number; version: number; file: Blob; contentType: string };

export const servicesApi = injectResource(services, ['Service', 'Services', 'list', 'get', 'create', 'update'], (crud, build) => ({
  /** approve / reject / activate / deactivate, following the catalogue's state machine. */
  decideService: crud.action<{ id: number; action: ServiceAction; version: number; note?: string }>(({ action }) => action, {
    body: ({ version, note }) => (note ? { version, note } : { version }),
  }),
  // The image calls answer the whole service: the edit page takes it at once (new version included).
  uploadServiceImage: crud.action<ImageUpload>(() => 'image', {
    method: 'PUT',
    params: ({ version }) => ({ version }),
    body: ({ file }) => file,
    headers: ({ contentType }) => ({ 'Content-Type': contentType }),
    answerIsRecord: true,
  }),
  removeServiceImage: crud.action<{ id: number; version: number }>(() => 'image', {
    method: 'DELETE',
    params: ({ version }) => ({ version }),
    answerIsRecord: true,
  }),
  /** A workshop admin asks for a new catalogue service; it starts pending_approval. */
  requestNewService: build.mutation<Service, RequestNewServiceBody>({
    query: (body) => ({ url: services.url('requests'), method: 'POST', data: body }),
    invalidatesTags: [services.listTag],
  }),
}));

export const {
  useListServicesQuery,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDecideServiceMutation,
  useRequestNewServiceMutation,
  useUploadServiceImageMutation,
  useRemoveServiceImageMutation,
} = servicesApi;
