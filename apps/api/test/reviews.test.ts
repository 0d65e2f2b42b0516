import type { Review, ReviewAction, ReviewStatus } from '@carcare/contracts';
import { nextReviewStatus, REVIEW_ACTIONS, REVIEW_STATUSES } from '@carcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, reviews, workers, workshops } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

/** Seed facts (seeds/seed-requests.ts, seeds/seed-reviews.ts): request 9 is workshop 1's completed request, reviewed 5 stars, no reply. */
const REVIEWED_REQUEST = 9;
const PENDING_REQUEST = 1;

async function list(client: ApiClient, query = ''): Promise<{ data: Review[]; total: number }> {
  const response = await client.get(`/api/v1/reviews?page_size=100${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The first review (as the super admin sees it) matching the filters. */
async function firstReview(query: string): Promise<Review> {
  const found = (await list(as.superAdmin, query)).data[0];
  expect(found).toBeDefined();
  return found!;
}

const ownReview = () => firstReview(`&workshop_id=${SEED.ownWorkshopId}&status=published`);
const otherReview = () => firstReview(`&workshop_id=${SEED.otherWorkshopId}`);
const reviewIn = (status: ReviewStatus) => firstReview(`&workshop_id=${SEED.ownWorkshopId}&status=${status}`);

/** A published review of workshop 1 with no reply yet. */
async function unansweredReview(): Promise<Review> {
  const review = (await list(as.workshopAdmin, '&status=published')).data.find((r) => r.reply === null);
  expect(review).toBeDefined();
  return review!;
}

/** The average of the published reviews in the database, as the rating columns keep it (2 decimals). */
async function publishedAverage(column: 'workshop_id' | 'worker_id', id: number): Promise<number | null> {
  const result = await ctx.database.db.execute(sql`select round(avg(rating), 2)::float8 as average from reviews where status = 'published' and ${sql.raw(column)} = ${id}`);
  const average = (result as unknown as { rows: { average: number | null }[] }).rows[0]?.average;
  return average === null || average === undefined ? null : Number(average);
}

const workshopRating = async (id: number) => (await ctx.database.db.select({ rating: workshops.rating }).from(workshops).where(eq(workshops.id, id)))[0]!.rating;
const workerRating = async (id: number) => (await ctx.database.db.select({ rating: workers.rating }).from(workers).where(eq(workers.id, id)))[0]!.rating;

describe('role checks and scope', () => {
  it('reads answer the super and workshop admins, 403 to a society manager and 401 anonymously', async () => {
    const review = await ownReview();
    for (const url of ['/api/v1/reviews', `/api/v1/reviews/${review.id}`, `/api/v1/requests/${review.request.id}/review`]) {
      expect((await as.superAdmin.get(url)).statusCode).toBe(200);
      expect((await as.workshopAdmin.get(url)).statusCode).toBe(200);
      expect((await as.societyManager.get(url)).statusCode).toBe(403);
      expect((await as.anonymous.get(url)).statusCode).toBe(401);
    }
  });

  it('hide and publish are the super admin’s only; reply the workshop admin’s only', async () => {
    const review = await ownReview();
    for (const action of REVIEW_ACTIONS) {
      const url = `/api/v1/reviews/${review.id}/${action}`;
      expect((await as.workshopAdmin.post(url, { version: review.version, reason: 'x' })).statusCode).toBe(403);
      expect((await as.societyManager.post(url, { version: review.version, reason: 'x' })).statusCode).toBe(403);
      // Authentication comes before validation: an empty body still answers 401.
      expect((await as.anonymous.post(url, {})).statusCode).toBe(401);
    }
    const reply = `/api/v1/reviews/${review.id}/reply`;
    expect((await as.superAdmin.post(reply, { version: review.version, reply: 'Thanks' })).statusCode).toBe(403);
    expect((await as.societyManager.post(reply, { version: review.version, reply: 'Thanks' })).statusCode).toBe(403);
    expect((await as.anonymous.post(reply, {})).statusCode).toBe(401);
  });

  it('a workshop admin lists its own workshop’s reviews, published and hidden; the super admin all of them', async () => {
    const own = await list(as.workshopAdmin);
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((r) => r.workshop.id === SEED.ownWorkshopId)).toBe(true);
    expect(new Set(own.data.map((r) => r.status))).toEqual(new Set(['published', 'hidden']));
    const all = await list(as.superAdmin);
    expect(all.total).toBeGreaterThan(own.total);
    expect(new Set(all.data.map((r) => r.workshop.id)).size).toBeGreaterThan(1);
  });

  it('another workshop’s review, and the review of its request, answer 404 to a workshop admin', async () => {
    const other = await otherReview();
    expect((await as.workshopAdmin.get(`/api/v1/reviews/${other.id}`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.get(`/api/v1/requests/${other.request.id}/review`)).statusCode).toBe(404);
    expect((await as.workshopAdmin.post(`/api/v1/reviews/${other.id}/reply`, { version: other.version, reply: 'Thanks' })).statusCode).toBe(404);
    expect((await as.superAdmin.get(`/api/v1/requests/${other.request.id}/review`)).json().review.id).toBe(other.id);
    expect((await as.superAdmin.get('/api/v1/reviews/999999')).statusCode).toBe(404);
    expect((await as.superAdmin.post('/api/v1/reviews/999999/hide', { version: 1, reason: 'Spam' })).statusCode).toBe(404);
  });
});

describe('the review of a request', () => {
  it('answers the seeded review with its request, workshop and worker', async () => {
    const response = await as.workshopAdmin.get(`/api/v1/requests/${REVIEWED_REQUEST}/review`);
    expect(response.statusCode).toBe(200);
    expect(response.json().review).toMatchObject({
      request: { id: REVIEWED_REQUEST, code: 'SR-000009' },
      workshop: { id: SEED.ownWorkshopId, name: 'Sparkle Auto Care' },
      worker: { id: 7 },
      status: 'published',
      reply: null,
    });
  });

  it('answers 200 with review null for a request without a review: most have none, and that is not an error', async () => {
    for (const client of [as.workshopAdmin, as.superAdmin]) {
      const response = await client.get(`/api/v1/requests/${PENDING_REQUEST}/review`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ review: null });
    }
  });

  it('answers 404 for a request that does not exist or is another workshop’s', async () => {
    expect((await as.superAdmin.get('/api/v1/requests/999999/review')).json().code).toBe('NOT_FOUND');
    const [foreign] = (await as.superAdmin.get(`/api/v1/requests?workshop_id=${SEED.otherWorkshopId}&status=pending&page_size=1`)).json().data as { id: number }[];
    const response = await as.workshopAdmin.get(`/api/v1/requests/${foreign!.id}/review`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('the review list', () => {
  it('filters by rating, workshop and status, and searches the customer name and the comment', async () => {
    const ones = await list(as.superAdmin, '&rating=1');
    expect(ones.total).toBeGreaterThan(0);
    expect(ones.data.every((r) => r.rating === 1)).toBe(true);
    const other = await list(as.superAdmin, `&workshop_id=${SEED.otherWorkshopId}`);
    expect(other.total).toBeGreaterThan(0);
    expect(other.data.every((r) => r.workshop.id === SEED.otherWorkshopId)).toBe(true);
    const hidden = await list(as.superAdmin, '&status=hidden');
    expect(hidden.total).toBeGreaterThan(0);
    expect(hidden.data.every((r) => r.status === 'hidden' && r.moderation_reason)).toBe(true);
    const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.status, 'hidden'));
    expect(hidden.total).toBe(row!.count);

    const seeded = (await as.superAdmin.get(`/api/v1/requests/${REVIEWED_REQUEST}/review`)).json().review as Review;
    const byName = await list(as.superAdmin, `&q=${encodeURIComponent(seeded.customer_name.split(' ')[0]!.toLowerCase())}`);
    expect(byName.data.map((r) => r.id)).toContain(seeded.id);
    const word = 'diwali';
    const byComment = await list(as.superAdmin, `&q=${word}`);
    expect(byComment.total).toBeGreaterThan(0);
    expect(byComment.data.every((r) => r.comment.toLowerCase().includes(word) || r.customer_name.toLowerCase().includes(word))).toBe(true);
    // Filters combine, and the workshop admin's own scope still applies.
    expect((await list(as.workshopAdmin, `&workshop_id=${SEED.otherWorkshopId}`)).total).toBe(0);
  });

  it('sorts newest first by default and by rating on request; refuses unknown sorts and ratings outside 1–5', async () => {
    const newest = (await list(as.superAdmin)).data.map((r) => r.created_at);
    expect([...newest].sort().reverse()).toEqual(newest);
    const byRating = (await list(as.superAdmin, '&sort=rating')).data.map((r) => r.rating);
    expect([...byRating].sort((a, b) => a - b)).toEqual(byRating);
    expect((await as.superAdmin.get('/api/v1/reviews?sort=comment')).statusCode).toBe(400);
    const badRating = await as.superAdmin.get('/api/v1/reviews?rating=6');
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().details[0].field).toBe('rating');
    expect((await as.superAdmin.get('/api/v1/reviews?status=deleted')).statusCode).toBe(400);
  });
});

describe('hiding and publishing', () => {
  const cases = REVIEW_STATUSES.flatMap((status) => REVIEW_ACTIONS.map((action) => [status, action] as [ReviewStatus, ReviewAction]));
  it.each(cases)('a %s review, %s: the API follows the state machine', async (status, action) => {
    const review = await reviewIn(status);
    const response = await as.superAdmin.post(`/api/v1/reviews/${review.id}/${action}`, { version: review.version, reason: 'Checked with the customer' });
    const expected = nextReviewStatus(status, action);
    if (expected === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INVALID_TRANSITION');
      expect((await as.superAdmin.get(`/api/v1/reviews/${review.id}`)).json()).toMatchObject({ status, version: review.version });
    } else {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: expected, version: review.version + 1, moderation_reason: 'Checked with the customer' });
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'review'), eq(auditEvents.entityId, review.id), eq(auditEvents.action, `review.${action}`)));
      expect(event).toMatchObject({ actorId: 1, changes: { status: { from: status, to: expected }, reason: 'Checked with the customer' } });
    }
  });

  it('needs a reason (400 naming reason) of at most 300 characters', async () => {
    const review = await ownReview();
    for (const body of [{ version: review.version }, { version: review.version, reason: '   ' }, { version: review.version, reason: 'x'.repeat(301) }]) {
      const response = await as.superAdmin.post(`/api/v1/reviews/${review.id}/hide`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(['reason']);
    }
    expect((await as.superAdmin.get(`/api/v1/reviews/${review.id}`)).json().status).toBe('published');
  });

  it('a stale version answers 409 STALE_VERSION and changes nothing', async () => {
    const review = await ownReview();
    const stale = await as.superAdmin.post(`/api/v1/reviews/${review.id}/hide`, { version: review.version + 1, reason: 'Spam' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await as.superAdmin.get(`/api/v1/reviews/${review.id}`)).json()).toMatchObject({ status: 'published', version: review.version });
  });

  it('hiding recomputes the workshop’s and worker’s ratings from the published reviews; publishing restores them', async () => {
    const review = (await as.superAdmin.get(`/api/v1/requests/${REVIEWED_REQUEST}/review`)).json().review as Review;
    const workerId = review.worker!.id;
    // As seeded, the ratings are the averages of the published reviews.
    expect(await workshopRating(SEED.ownWorkshopId)).toBeCloseTo((await publishedAverage('workshop_id', SEED.ownWorkshopId))!, 2);
    const seededWorkshopRating = await workshopRating(SEED.ownWorkshopId);
    const seededWorkerRating = await workerRating(workerId);

    expect((await as.superAdmin.post(`/api/v1/reviews/${review.id}/hide`, { version: review.version, reason: 'Duplicate of another booking' })).statusCode).toBe(200);
    const afterHide = await workshopRating(SEED.ownWorkshopId);
    expect(afterHide).toBeCloseTo((await publishedAverage('workshop_id', SEED.ownWorkshopId))!, 2);
    // A 5-star review left the average: it went down.
    expect(afterHide!).toBeLessThan(seededWorkshopRating!);
    const workerAverage = await publishedAverage('worker_id', workerId);
    if (workerAverage === null) expect(await workerRating(workerId)).toBeNull();
    else expect(await workerRating(workerId)).toBeCloseTo(workerAverage, 2);

    expect((await as.superAdmin.post(`/api/v1/reviews/${review.id}/publish`, { version: review.version + 1, reason: 'Customer confirmed it' })).statusCode).toBe(200);
    expect(await workshopRating(SEED.ownWorkshopId)).toBeCloseTo(seededWorkshopRating!, 2);
    expect(await workerRating(workerId)).toBe(seededWorkerRating);
  });

  it('a worker whose only published review is hidden has no rating (null)', async () => {
    // Worker 12 (workshop 1) is given exactly one review: the seeded one of request 9.
    const review = (await as.superAdmin.get(`/api/v1/requests/${REVIEWED_REQUEST}/review`)).json().review as Review;
    await ctx.database.db.update(reviews).set({ workerId: null }).where(eq(reviews.workerId, 12));
    await ctx.database.db.update(reviews).set({ workerId: 12 }).where(eq(reviews.id, review.id));
    const hidden = await as.superAdmin.post(`/api/v1/reviews/${review.id}/hide`, { version: review.version, reason: 'Spam' });
    expect(hidden.statusCode).toBe(200);
    expect(await workerRating(12)).toBeNull();
  });
});

describe('replying', () => {
  it('the workshop admin replies once; a second reply answers 409 CONFLICT; audit written', async () => {
    const review = await unansweredReview();
    const first = await as.workshopAdmin.post(`/api/v1/reviews/${review.id}/reply`, { version: review.version, reply: '  Thank you, see you next month!  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ reply: 'Thank you, see you next month!', replied_at: '2026-01-15T09:00:00.000Z', version: review.version + 1 });
    const second = await as.workshopAdmin.post(`/api/v1/reviews/${review.id}/reply`, { version: review.version + 1, reply: 'Another one' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CONFLICT', message: 'This review already has a reply' });
    expect((await as.workshopAdmin.get(`/api/v1/reviews/${review.id}`)).json().reply).toBe('Thank you, see you next month!');
    const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ repliedBy: 2 });
    const events = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'review'), eq(auditEvents.entityId, review.id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'review.reply', actorId: 2, changes: { reply: { from: null, to: 'Thank you, see you next month!' } } });
  });

  it('needs a reply of 1 to 1000 characters (400 naming reply); a stale version answers 409 STALE_VERSION', async () => {
    const review = await unansweredReview();
    for (const reply of ['', '  ', 'x'.repeat(1001)]) {
      const response = await as.workshopAdmin.post(`/api/v1/reviews/${review.id}/reply`, { version: review.version, reply });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('reply');
    }
    const stale = await as.workshopAdmin.post(`/api/v1/reviews/${review.id}/reply`, { version: review.version + 2, reply: 'Thanks' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('two concurrent replies to one review: exactly one is kept', async () => {
    const review = await unansweredReview();
    const results = await Promise.all(
      ['First', 'Second'].map((reply) => as.workshopAdmin.post(`/api/v1/reviews/${review.id}/reply`, { version: review.version, reply })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
