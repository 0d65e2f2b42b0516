/**
 * A delete an integrator can undo, through the typed client (see workshops.ts): the delete takes the
 * version it guards with in the query and answers the version that the restore's body sends back.
 */
import type { operations } from '../.openapi/paths';
import type { carCareClient } from './workshops';

type Client = ReturnType<typeof carCareClient>;
export type DeletedRecord = operations['deleteCancellationReasonsById']['responses'][200]['content']['application/json'];
export type CancellationReason = operations['postCancellationReasonsByIdRestore']['responses'][200]['content']['application/json'];

/** Deletes a reason as last read (`version`); a reason a cancelled booking gives answers 409 IN_USE. */
export async function deleteReason(client: Client, id: number, version: number): Promise<DeletedRecord> {
  const { data, error } = await client.DELETE('/api/v1/cancellation-reasons/{id}', { params: { path: { id }, query: { version } } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}

/** Undo: brings the reason back with the version its delete answered. */
export async function undoDelete(client: Client, deleted: DeletedRecord): Promise<CancellationReason> {
  const { data, error } = await client.POST('/api/v1/cancellation-reasons/{id}/restore', { params: { path: { id: deleted.id } }, body: { version: deleted.version } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}
