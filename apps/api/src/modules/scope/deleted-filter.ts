import { forbidden } from '../../http/http-error';
import type { AccessScope } from './access-scope';

/**
 * Whether a list asks for its deleted records (`?deleted=true`, the "Deleted" filter). Only a super
 * admin restores deleted records, so only a super admin lists them (403 for anyone else).
 */
export function wantsDeleted(scope: AccessScope, deleted: 'true' | 'false' | undefined): boolean {
  if (deleted !== 'true') return false;
  if (scope.kind !== 'all') throw forbidden('Only a super admin sees deleted records');
  return true;
}
