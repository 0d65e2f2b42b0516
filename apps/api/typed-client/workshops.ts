/**
 * How an integrator calls the API through a client typed from its OpenAPI document:
 * `npm run client:check -w apps/api` writes the document, generates its `paths` and `operations`
 * types into `.openapi/paths.d.ts` (openapi-typescript) and type-checks this folder against them
 * (openapi-fetch). A renamed operation, a path, query parameter or body field that changed in the
 * document fails that compile, so the document an integrator generates from stays usable.
 */
import createClient from 'openapi-fetch';
import type { operations, paths } from '../.openapi/paths';

/** Answers are named by their operation id, as an integrator's own code would name them. */
type Json<Op extends keyof operations, Status extends keyof operations[Op]['responses']> =
  operations[Op]['responses'][Status] extends { content: { 'application/json': infer Body } } ? Body : never;

export type WorkshopPage = Json<'getWorkshops', 200>;
export type Workshop = Json<'getWorkshopsById', 200>;
export type NewWorkshop = operations['postWorkshops']['requestBody']['content']['application/json'];
export type ApiError = Json<'getWorkshops', 400>;

export function carCareClient(baseUrl: string, accessToken: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${accessToken}` } });
}

type Client = ReturnType<typeof carCareClient>;

/** The active workshops of a city whose name matches `q`, one page. */
export async function activeWorkshopsIn(client: Client, city: string, q: string, page = 1): Promise<WorkshopPage> {
  const { data, error } = await client.GET('/api/v1/workshops', {
    params: { query: { city, q, status: 'active', page, page_size: 50, sort: 'name' } },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}

/** Creates a workshop with its garage admin; a phone already in use answers 409 DUPLICATE. */
export async function createWorkshop(client: Client, workshop: NewWorkshop): Promise<Workshop> {
  const { data, error } = await client.POST('/api/v1/workshops', { body: workshop });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}

/** Renames a workshop: reads it, then sends the version it read, so a concurrent edit answers 409 STALE_VERSION. */
export async function renameWorkshop(client: Client, id: number, name: string): Promise<Workshop> {
  const read = await client.GET('/api/v1/workshops/{id}', { params: { path: { id } } });
  if (read.error) throw new Error(`${read.error.code}: ${read.error.message}`);
  const { version, admin, email, gstin, latitude, longitude, owner_name, phone, address_line, city, state, pincode, opening_hours } = read.data;
  if (!admin) throw new Error(`workshop ${id} has no admin to keep`);
  const { data, error } = await client.PATCH('/api/v1/workshops/{id}', {
    params: { path: { id } },
    body: {
      name, owner_name, phone, email, address_line, city, state, pincode, gstin, latitude, longitude, opening_hours, version,
      admin: { name: admin.name, phone: admin.phone, email: admin.email },
    },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}
