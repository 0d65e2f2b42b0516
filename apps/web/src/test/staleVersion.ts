import { STALE_VERSION_MESSAGE } from '@carcare/contracts';
import type { FakeAnswer } from '../app/testing/fakeApi';

/** The API's 409 for a write made on a version someone else has since replaced. */
export const staleVersion = (): FakeAnswer => ({ status: 409, data: { message: STALE_VERSION_MESSAGE, code: 'STALE_VERSION' } });

/** A write handler for a record someone else saved meanwhile: `changed` moves the served record on, then the write is refused as stale. */
export function staleAfter(changed: () => unknown): () => FakeAnswer {
  return () => {
    changed();
    return staleVersion();
  };
}
