import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@carcare/contracts';
import { concernCode } from '@carcare/contracts';
import { serviceRequests, userConcerns, workers, workerSocieties } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

type Client = DemoClients['superAdmin'];
const searchAs = async (client: Client, query: string) => {
  const response = await client.get(`/api/v1/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as SearchResponse;
};
const kindsOf = (answer: SearchResponse) => answer.groups.map((group) => group.kind);
const itemsOf = (answer: SearchResponse, kind: string) => answer.groups.find((group) => group.kind === kind)?.items ?? [];
const spaced = (registration: string) => `${registration.slice(0, 2)} ${registration.slice(2, 4)} ${registration.slice(4)}`.toLowerCase();

async function requestOf(workshopId: number) {
  const [row] = await ctx.database.db
    .select({ id: serviceRequests.id, registration: serviceRequests.registrationNumber, code: serviceRequests.code })
    .from(serviceRequests)
    .where(eq(serviceRequests.workshopId, workshopId))
    .orderBy(asc(serviceRequests.id))
    .limit(1);
  return row!;
}

async function addConcern(workshopId: number, subject: string) {
  const [row] = await ctx.database.db
    .insert(userConcerns)
    .values({ code: `tmp-${workshopId}-${subject}`, customerName: 'Meera Iyer', customerPhone: '9811122233', workshopId, category: 'service_quality', subject, description: 'Water spots left on the bonnet' })
    .returning({ id: userConcerns.id });
  await ctx.database.db.update(userConcerns).set({ code: concernCode(row!.id) }).where(eq(userConcerns.id, row!.id));
  return row!.id;
}

describe('the header search', () => {
  it('answers 401 without a token and 400 naming q or kinds when they are bad', async () => {
    expect((await as.anonymous.get('/api/v1/search?q=sparkle')).statusCode).toBe(401);
    const short = await as.superAdmin.get('/api/v1/search?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().details.map((d: { field: string }) => d.field)).toEqual(['q']);
    const kinds = await as.superAdmin.get('/api/v1/search?q=sparkle&kinds=request,planet');
    expect(kinds.statusCode).toBe(400);
    expect(kinds.json().details[0]).toMatchObject({ field: 'kinds' });
    expect(kinds.json().details[0].message).toContain('planet');
  });

  it('finds a request by its registration number however it is typed, and links to its details', async () => {
    const request = await requestOf(SEED.otherWorkshopId);
    const answer = await searchAs(as.superAdmin, `q=${encodeURIComponent(spaced(request.registration))}`);
    expect(itemsOf(answer, 'request')).toContainEqual(expect.objectContaining({ id: request.id, link: `/main/service-details/${request.id}` }));
    const byCode = await searchAs(as.superAdmin, `q=${request.code}&kinds=request`);
    expect(itemsOf(byCode, 'request').map((item) => item.id)).toEqual([request.id]);
  });

  it('groups what the super admin may see and limits the kinds to those asked for', async () => {
    const all = await searchAs(as.superAdmin, 'q=sparkle');
    expect(itemsOf(all, 'workshop')).toEqual([expect.objectContaining({ id: SEED.ownWorkshopId, title: 'Sparkle Auto Care', link: `/main/adminprofile/${SEED.ownWorkshopId}` })]);
    const onlySocieties = await searchAs(as.superAdmin, 'q=residency&kinds=society');
    expect(kindsOf(onlySocieties)).toEqual(['society']);
    expect(itemsOf(onlySocieties, 'society')[0]).toMatchObject({ title: 'Green Meadows Residency', link: expect.stringMatching(/^\/main\/editSociety\?id=\d+$/) });
  });

  it('tells when more matches exist than the limit shows', async () => {
    const answer = await searchAs(as.superAdmin, 'q=SR-0&kinds=request&limit=3');
    const group = answer.groups[0]!;
    expect(group.items).toHaveLength(3);
    expect(group.has_more).toBe(true);
  });

  it('never shows a workshop admin another workshop’s request, worker or concern, nor workshops and societies', async () => {
    const own = await requestOf(SEED.ownWorkshopId);
    const other = await requestOf(SEED.otherWorkshopId);
    expect(itemsOf(await searchAs(as.workshopAdmin, `q=${own.registration}`), 'request')).toContainEqual(
      expect.objectContaining({ id: own.id, link: `/workshop/service-details/${own.id}` }),
    );
    const foreign = await searchAs(as.workshopAdmin, `q=${other.registration}`);
    expect(itemsOf(foreign, 'request').map((item) => item.id)).not.toContain(other.id);
    expect(kindsOf(await searchAs(as.workshopAdmin, 'q=sparkle&kinds=workshop,society'))).toEqual([]);

    const [otherWorker] = await ctx.database.db.select({ name: workers.name }).from(workers).where(eq(workers.id, SEED.workerOfOtherWorkshop));
    expect(itemsOf(await searchAs(as.workshopAdmin, `q=${encodeURIComponent(otherWorker!.name)}`), 'worker').map((item) => item.id)).not.toContain(SEED.workerOfOtherWorkshop);
    const [ownWorker] = await ctx.database.db.select({ name: workers.name }).from(workers).where(eq(workers.id, SEED.workerOfOwnWorkshopNotInSociety));
    expect(itemsOf(await searchAs(as.workshopAdmin, `q=${encodeURIComponent(ownWorker!.name)}`), 'worker')).toContainEqual(
      expect.objectContaining({ id: SEED.workerOfOwnWorkshopNotInSociety, link: `/workshop/workshprofile/${SEED.workerOfOwnWorkshopNotInSociety}` }),
    );

    const ownConcern = await addConcern(SEED.ownWorkshopId, 'Streaks on windscreen');
    const otherConcern = await addConcern(SEED.otherWorkshopId, 'Streaks on windscreen');
    const concerns = itemsOf(await searchAs(as.workshopAdmin, 'q=streaks'), 'concern');
    expect(concerns.map((item) => item.id)).toEqual([ownConcern]);
    expect(concerns[0]!.link).toBe(`/workshop/userconcerns/${ownConcern}`);
    expect(itemsOf(await searchAs(as.superAdmin, `q=${concernCode(otherConcern)}`), 'concern').map((item) => item.id)).toEqual([otherConcern]);
    expect(itemsOf(await searchAs(as.workshopAdmin, `q=${concernCode(otherConcern)}`), 'concern')).toEqual([]);
  });

  it('shows a society manager only the workers serving its society', async () => {
    const serving = await ctx.database.db
      .select({ id: workers.id, name: workers.name })
      .from(workers)
      .innerJoin(workerSocieties, eq(workerSocieties.workerId, workers.id))
      .where(eq(workerSocieties.societyId, SEED.ownSocietyId));
    const servingIds = serving.map((worker) => worker.id);
    const [outsider] = await ctx.database.db
      .select({ id: workers.id, name: workers.name })
      .from(workers)
      .where(eq(workers.id, SEED.workerOfOwnWorkshopNotInSociety));
    expect(itemsOf(await searchAs(as.societyManager, `q=${encodeURIComponent(outsider!.name)}`), 'worker').map((item) => item.id)).not.toContain(outsider!.id);
    const found = itemsOf(await searchAs(as.societyManager, `q=${encodeURIComponent(serving[0]!.name)}`), 'worker');
    expect(found).toContainEqual(expect.objectContaining({ id: serving[0]!.id, link: `/society/workerprofile/${serving[0]!.id}` }));
    expect(found.every((item) => servingIds.includes(item.id))).toBe(true);
    const request = await requestOf(SEED.ownWorkshopId);
    expect(kindsOf(await searchAs(as.societyManager, `q=${request.registration}&kinds=request,worker`))).not.toContain('request');
  });
});
