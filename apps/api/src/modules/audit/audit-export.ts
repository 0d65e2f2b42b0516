import type { AuditEvent } from '@carcare/contracts';
import { auditFieldChanges, auditListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { auditListWhere, checkedAuditFilters, selectAuditEventPositions, selectAuditEventsByIds } from './audit-queries';

const COLUMNS = defineExportColumns<'audit-events', AuditEvent>('audit-events', [
  { key: 'id', header: 'ID', value: (e) => e.id },
  { key: 'at', header: 'When (India time)', value: (e) => indiaDateTime(e.at) },
  { key: 'actor', header: 'Who', value: (e, t) => e.actor?.name ?? t.system },
  { key: 'actor', header: 'Role', value: (e, t) => labelOf(t.role, e.actor?.user_type) },
  // Actions and entities are open-ended codes (no table of words): written as recorded, the values
  // the log's `action` and `entity` filters take.
  { key: 'action', header: 'Action', value: (e) => e.action },
  { key: 'entity', header: 'Entity', value: (e) => e.entity },
  { key: 'entity', header: 'Entity ID', value: (e) => e.entity_id },
  // The list shows the changed fields' names; the file has what they changed too, as recorded.
  { key: 'changes', header: 'Changed fields', value: (e) => auditFieldChanges(e.changes).map((change) => change.field).join('; ') },
  { key: 'changes', header: 'Changes', value: (e) => (e.changes ? JSON.stringify(e.changes) : null) },
  { key: 'ip', header: 'IP address', value: (e) => e.ip },
]);

/** The audit log (super admins only, by its permission), filtered as the list, newest first. */
export const auditExport = (db: Db) =>
  pagedListExport(db, 'audit-events', COLUMNS, { sheet: { en: 'Audit log', hi: 'ऑडिट लॉग' }, permission: 'audit.read', what: 'the filtered audit log' }, {
    query: auditListQuerySchema,
    cursor: true,
    where: (_scope, query) => auditListWhere(checkedAuditFilters(query)),
    reads: { positions: (executor, where, _sort, after, limit) => selectAuditEventPositions(executor, where, after, limit), byIds: selectAuditEventsByIds, count: auditEvents },
  });
