import type { SearchGroup, SearchItem, SearchKind, UserType } from '@carcare/contracts';
import { concernCode, ROLE_HOME, SEARCH_KIND_LABELS, searchableKinds } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { asc, desc, eq, ilike, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceRequests, services, societies, userConcerns, workers, workshops } from '../../db/schema';
import { containsPattern } from '../../http/list-page';
import type { AccessScope } from '../scope/access-scope';
import { concernScope, requestScope, societyScope, whereAll, workerScope, workshopScope } from '../scope/access-scope';
import { requestSearchCondition } from '../requests/request-queries';

const CONCERN_CODE = /^UC-?(\d{1,9})$/i;
const DIGITS = /^\d{1,10}$/;

function concernCondition(q: string): SQL {
  const code = CONCERN_CODE.exec(q);
  const conditions: SQL[] = [];
  if (code) {
    // "UC-42" means UC-000042; "UC-0001" is a prefix of UC-000100…UC-000199.
    const digits = code[1]!;
    conditions.push(eq(userConcerns.code, concernCode(Number(digits))));
    if (digits.length < 6) conditions.push(like(userConcerns.code, `UC-${digits}%`));
  }
  if (DIGITS.test(q)) conditions.push(like(userConcerns.customerPhone, containsPattern(q)));
  if (!code) {
    conditions.push(ilike(userConcerns.subject, containsPattern(q)));
    conditions.push(ilike(userConcerns.customerName, containsPattern(q)));
  }
  return or(...conditions)!;
}

type Finder = (db: Db, q: string, scope: AccessScope, home: string, limit: number) => Promise<SearchItem[]>;

const FINDERS: Record<SearchKind, Finder> = {
  async request(db, q, scope, home, limit) {
    const rows = await db
      .select({
        id: serviceRequests.id,
        code: serviceRequests.code,
        registration: serviceRequests.registrationNumber,
        customer: serviceRequests.customerName,
        status: serviceRequests.status,
        service: services.name,
      })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .where(whereAll(requestScope(scope), requestSearchCondition(q)))
      .orderBy(desc(serviceRequests.scheduledAt), desc(serviceRequests.id))
      .limit(limit);
    return rows.map((r) => ({
      kind: 'request',
      id: r.id,
      title: `${r.code} · ${r.registration}`,
      subtitle: `${r.customer} · ${r.service} · ${r.status.replace('_', ' ')}`,
      link: `${home}/service-details/${r.id}`,
    }));
  },
  async concern(db, q, scope, home, limit) {
    const rows = await db
      .select({ id: userConcerns.id, code: userConcerns.code, subject: userConcerns.subject, customer: userConcerns.customerName, status: userConcerns.status })
      .from(userConcerns)
      .where(whereAll(concernScope(scope), concernCondition(q)))
      .orderBy(desc(userConcerns.createdAt), desc(userConcerns.id))
      .limit(limit);
    return rows.map((r) => ({
      kind: 'concern',
      id: r.id,
      title: `${r.code} · ${r.subject}`,
      subtitle: `${r.customer} · ${r.status.replace('_', ' ')}`,
      link: `${home}/userconcerns/${r.id}`,
    }));
  },
  async worker(db, q, scope, home, limit) {
    const pattern = containsPattern(q);
    const rows = await db
      .select({ id: workers.id, name: workers.name, phone: workers.phone, workshopId: workers.workshopId, workshop: workshops.name })
      .from(workers)
      .innerJoin(workshops, eq(workshops.id, workers.workshopId))
      .where(whereAll(workerScope(scope), or(ilike(workers.name, pattern), like(workers.phone, pattern))))
      .orderBy(asc(workers.name), asc(workers.id))
      .limit(limit);
    // The super admin has no worker page: a worker opens on its workshop's profile, which lists it.
    const linkOf = (r: (typeof rows)[number]) =>
      scope.kind === 'society' ? `${home}/workerprofile/${r.id}` : scope.kind === 'workshop' ? `${home}/workshprofile/${r.id}` : `${home}/adminprofile/${r.workshopId}`;
    return rows.map((r) => ({ kind: 'worker', id: r.id, title: r.name, subtitle: `${r.phone} · ${r.workshop}`, link: linkOf(r) }));
  },
  async workshop(db, q, scope, home, limit) {
    const pattern = containsPattern(q);
    const rows = await db
      .select({ id: workshops.id, name: workshops.name, city: workshops.city, status: workshops.status })
      .from(workshops)
      .where(whereAll(workshopScope(scope), or(ilike(workshops.name, pattern), ilike(workshops.city, pattern), like(workshops.phone, pattern))))
      .orderBy(asc(workshops.name), asc(workshops.id))
      .limit(limit);
    return rows.map((r) => ({ kind: 'workshop', id: r.id, title: r.name, subtitle: `${r.city} · ${r.status}`, link: `${home}/adminprofile/${r.id}` }));
  },
  async society(db, q, scope, home, limit) {
    const pattern = containsPattern(q);
    const rows = await db
      .select({ id: societies.id, name: societies.name, city: societies.city, status: societies.status })
      .from(societies)
      .where(whereAll(societyScope(scope), or(ilike(societies.name, pattern), ilike(societies.city, pattern))))
      .orderBy(asc(societies.name), asc(societies.id))
      .limit(limit);
    return rows.map((r) => ({ kind: 'society', id: r.id, title: r.name, subtitle: `${r.city} · ${r.status}`, link: `${home}/editSociety?id=${r.id}` }));
  },
};

/**
 * The header search: each kind the role may see, searched within the caller's scope, at most
 * `limit` items a kind (one more is read to tell whether more exist).
 */
export async function search(db: Db, role: UserType, scope: AccessScope, q: string, wanted: readonly SearchKind[] | undefined, limit: number): Promise<SearchGroup[]> {
  const home = ROLE_HOME[role];
  const kinds = searchableKinds(role, wanted);
  const found = await Promise.all(kinds.map((kind) => FINDERS[kind](db, q, scope, home, limit + 1)));
  return kinds
    .map((kind, index) => {
      const items = found[index]!;
      return { kind, label: SEARCH_KIND_LABELS[kind], items: items.slice(0, limit), has_more: items.length > limit };
    })
    .filter((group) => group.items.length > 0);
}
