import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, policyDocuments } from '../src/db/schema';
import { gradientBannerPng } from '../src/seeds/seed-content';
import type { ApiClient, DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { blobHashes, hashOfUpload, PHONES, signIn, START_TIME } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite(
  (context, clients) => {
    ctx = context;
    as = clients;
  },
);

const tokens = { superAdmin: '', workshopAdmin: '', societyManager: '' };
beforeAll(async () => {
  await ctx.reset();
  tokens.superAdmin = (await signIn(ctx, PHONES.superAdmin)).access;
  tokens.workshopAdmin = (await signIn(ctx, PHONES.workshopAdmin)).access;
  tokens.societyManager = (await signIn(ctx, PHONES.societyManager)).access;
  await ctx.keepSignedInSessions();
});

const NOW = Date.parse(START_TIME);
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const PNG = gradientBannerPng(8, 4, [0, 0, 0], [255, 255, 255]);
const MB = 1024 * 1024;

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code, message: expect.any(String) });
}

function fieldsOf(response: LightMyRequestResponse): string[] {
  return ((response.json().details ?? []) as { field: string }[]).map((detail) => detail.field);
}

async function auditActions(entity: string): Promise<string[]> {
  const rows = await ctx.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entity, entity)).orderBy(auditEvents.id);
  return rows.map((row) => row.action);
}

function uploadImage(token: string | null, id: number, version: number, body: Buffer | string, contentType: string) {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  return ctx.app.inject({ method: 'PUT', url: `/api/v1/banners/${id}/image?version=${version}`, headers, payload: body });
}

const publicPolicy = (kind: string) => as.anonymous.get(`/api/v1/public/policies/${kind}`);
const publicBanners = async () => {
  const response = await as.anonymous.get('/api/v1/public/banners');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; title: string; image_url: string }[];
};

async function saveAndPublish(client: ApiClient, kind: string, body: string) {
  const state = (await client.get(`/api/v1/policies/${kind}`)).json();
  const saved = await client.put(`/api/v1/policies/${kind}/draft`, { body, version: state.draft?.version ?? null });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await client.post(`/api/v1/policies/${kind}/publish`, { version: saved.json().draft.version });
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

const bannerBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Monsoon offer',
  alt_text: 'A car in the rain',
  link_url: 'https://carcare.in/offers',
  starts_at: at(-1),
  ends_at: at(10),
  active: true,
  ...overrides,
});

async function createBanner(overrides: Record<string, unknown> = {}, withImage = true) {
  const created = await as.superAdmin.post('/api/v1/banners', bannerBody(overrides));
  expect(created.statusCode, created.body).toBe(201);
  let banner = created.json();
  if (withImage) {
    const uploaded = await uploadImage(tokens.superAdmin, banner.id, banner.version, PNG, 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    banner = uploaded.json();
  }
  return banner as { id: number; version: number; title: string; sort_order: number; image_url: string | null; live: boolean };
}

describe('content: roles', () => {
  const policyCalls: [string, string, unknown?][] = [
    ['GET', '/api/v1/policies/privacy_policy'],
    ['PUT', '/api/v1/policies/privacy_policy/draft', { body: 'x', version: null }],
    ['DELETE', '/api/v1/policies/privacy_policy/draft?version=1'],
    ['POST', '/api/v1/policies/privacy_policy/publish', { version: 1 }],
    ['GET', '/api/v1/policies/consent_form/versions'],
    ['GET', '/api/v1/policies/consent_form/versions/1'],
  ];
  const bannerCalls: [string, string, unknown?][] = [
    ['GET', '/api/v1/banners'],
    ['GET', '/api/v1/banners/1'],
    ['POST', '/api/v1/banners', bannerBody()],
    ['PUT', '/api/v1/banners/1', { ...bannerBody(), version: 1 }],
    ['POST', '/api/v1/banners/1/move', { direction: 'down', version: 1 }],
    ['POST', '/api/v1/banners/1/active', { active: false, version: 1 }],
    ['DELETE', '/api/v1/banners/1?version=1'],
    ['DELETE', '/api/v1/banners/1/image?version=1'],
  ];
  const call = (token: string | null, [method, url, body]: [string, string, unknown?]) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('answers 401 to anonymous callers and 403 to workshop admins and society managers on every admin endpoint, changing nothing', async () => {
    for (const endpoint of [...policyCalls, ...bannerCalls]) {
      expectError(await call(null, endpoint), 401, 'UNAUTHENTICATED');
      expectError(await call(tokens.workshopAdmin, endpoint), 403, 'FORBIDDEN');
      expectError(await call(tokens.societyManager, endpoint), 403, 'FORBIDDEN');
    }
    for (const token of [null, tokens.workshopAdmin, tokens.societyManager]) {
      const response = await uploadImage(token, 1, 1, PNG, 'image/png');
      expectError(response, token ? 403 : 401, token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    // Nothing changed: the seed's banners and policies are as they were.
    const list = (await as.superAdmin.get('/api/v1/banners')).json().data as { id: number; version: number; image_url: string | null }[];
    expect(list.map((b) => [b.id, b.version, b.image_url])).toEqual([
      [1, 1, null],
      [2, 1, null],
      [3, 1, null],
    ]);
    expect((await as.superAdmin.get('/api/v1/policies/privacy_policy')).json()).toMatchObject({ draft: null, published: { version_no: 2 } });
  });

  it('serves the public policy and banner endpoints without a token', async () => {
    expect((await publicPolicy('privacy_policy')).statusCode).toBe(200);
    expect((await as.anonymous.get('/api/v1/public/banners')).statusCode).toBe(200);
  });
});

describe('policies: drafts, publishing and versions', () => {
  it('shows the seeded state: consent form v1, privacy policy v2 with v1 superseded', async () => {
    const consent = (await as.superAdmin.get('/api/v1/policies/consent_form')).json();
    expect(consent).toMatchObject({ kind: 'consent_form', title: 'Consent Form', draft: null, published: { version_no: 1, status: 'published', published_by: { name: 'Aarav Mehta' } } });
    const history = (await as.superAdmin.get('/api/v1/policies/privacy_policy/versions')).json().data;
    expect(history.map((v: { version_no: number; status: string }) => [v.version_no, v.status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);
    expect(history[0]).not.toHaveProperty('body');
    expect(history[1].superseded_at).toBe(history[0].published_at);
  });

  it('saves a draft, publishes it as the next version and supersedes the previous one, recording who and when', async () => {
    const created = await as.superAdmin.put('/api/v1/policies/privacy_policy/draft', { body: '# Privacy v3\n\nFirst words', version: null });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ draft: { status: 'draft', version_no: null, body: '# Privacy v3\n\nFirst words', version: 1, updated_by: { name: 'Aarav Mehta' } }, published: { version_no: 2 } });

    const edited = await as.superAdmin.put('/api/v1/policies/privacy_policy/draft', { body: '# Privacy v3\n\nFinal words', version: 1 });
    expect(edited.json().draft).toMatchObject({ body: '# Privacy v3\n\nFinal words', version: 2 });

    // The draft is never public.
    expect((await publicPolicy('privacy_policy')).json()).toMatchObject({ version: 2 });
    expect((await publicPolicy('privacy_policy')).body).not.toContain('Final words');

    ctx.clock.advance(60);
    const published = await as.superAdmin.post('/api/v1/policies/privacy_policy/publish', { version: 2 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ draft: null, published: { version_no: 3, status: 'published', body: '# Privacy v3\n\nFinal words', published_by: { name: 'Aarav Mehta' }, published_at: new Date(NOW + 60_000).toISOString() } });

    const history = (await as.superAdmin.get('/api/v1/policies/privacy_policy/versions')).json().data;
    expect(history.map((v: { version_no: number; status: string }) => [v.version_no, v.status])).toEqual([
      [3, 'published'],
      [2, 'superseded'],
      [1, 'superseded'],
    ]);
    const v2 = (await as.superAdmin.get('/api/v1/policies/privacy_policy/versions/2')).json();
    expect(v2).toMatchObject({ status: 'superseded', superseded_at: new Date(NOW + 60_000).toISOString() });
    expect(v2.body).toContain('Digital Personal Data Protection Act');

    const pub = (await publicPolicy('privacy_policy')).json();
    expect(pub).toEqual({ kind: 'privacy_policy', title: 'Privacy Policy', version: 3, body: '# Privacy v3\n\nFinal words', html: '<h1>Privacy v3</h1>\n<p>Final words</p>', published_at: new Date(NOW + 60_000).toISOString() });
    // The other kind is untouched.
    expect((await publicPolicy('consent_form')).json()).toMatchObject({ version: 1 });

    expect(await auditActions('policy_document')).toEqual(['policy.draft_create', 'policy.draft_update', 'policy.publish']);
  });

  it('guards the draft with its version: a stale or missing version answers 409', async () => {
    expectError(await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: 'x', version: 1 }), 409, 'STALE_VERSION');
    await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: 'first', version: null });
    expectError(await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: 'second', version: null }), 409, 'STALE_VERSION');
    expectError(await as.superAdmin.post('/api/v1/policies/consent_form/publish', { version: 7 }), 409, 'STALE_VERSION');
    expect((await as.superAdmin.get('/api/v1/policies/consent_form')).json().draft).toMatchObject({ body: 'first', version: 1 });
  });

  it('lets only one of two concurrent publishes win', async () => {
    const saved = await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: 'Consent v2', version: null });
    const version = saved.json().draft.version;
    const results = await Promise.all([
      as.superAdmin.post('/api/v1/policies/consent_form/publish', { version }),
      as.superAdmin.post('/api/v1/policies/consent_form/publish', { version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = (await as.superAdmin.get('/api/v1/policies/consent_form/versions')).json().data;
    expect(history.map((v: { version_no: number; status: string }) => [v.version_no, v.status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);
  });

  it('refuses to publish an empty text (400 naming body) or when there is no draft (409)', async () => {
    expectError(await as.superAdmin.post('/api/v1/policies/consent_form/publish', { version: 1 }), 409, 'INVALID_TRANSITION');
    await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: '   \n  ', version: null });
    const empty = await as.superAdmin.post('/api/v1/policies/consent_form/publish', { version: 1 });
    expectError(empty, 400, 'VALIDATION_ERROR');
    expect(empty.json().message).toMatch(/empty/i);
    expect(fieldsOf(empty)).toEqual(['body']);
    expect((await publicPolicy('consent_form')).json()).toMatchObject({ version: 1 });
  });

  it('refuses a body over 50 000 characters, an unknown kind and an unknown version', async () => {
    const long = await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: 'a'.repeat(50_001), version: null });
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(fieldsOf(long)).toContain('body');
    expect((await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: 'a'.repeat(50_000), version: null })).statusCode).toBe(200);
    expectError(await as.superAdmin.get('/api/v1/policies/terms'), 400, 'VALIDATION_ERROR');
    expectError(await as.anonymous.get('/api/v1/public/policies/terms'), 400, 'VALIDATION_ERROR');
    expectError(await as.superAdmin.get('/api/v1/policies/consent_form/versions/9'), 404, 'NOT_FOUND');
  });

  it('discards a draft without touching the published version', async () => {
    await as.superAdmin.put('/api/v1/policies/consent_form/draft', { body: 'scrap', version: null });
    const discarded = await as.superAdmin.delete('/api/v1/policies/consent_form/draft?version=1');
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json()).toMatchObject({ draft: null, published: { version_no: 1 } });
  });

  it('answers the public 404 with a clear message when nothing was ever published', async () => {
    await ctx.database.db.delete(policyDocuments).where(eq(policyDocuments.kind, 'consent_form'));
    const response = await publicPolicy('consent_form');
    expectError(response, 404, 'NOT_FOUND');
    expect(response.json().message).toBe('No Consent Form has been published yet');
  });

  it('renders <script>, <img onerror> and javascript: links inert in the public html', async () => {
    const body = [
      '# Terms <script>alert("x")</script>',
      '<img src=x onerror=alert(1)>',
      '[Click](javascript:alert(document.cookie)) and [again](JaVaScRiPt:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '[Help](https://carcare.in/help)',
    ].join('\n\n');
    await saveAndPublish(as.superAdmin, 'consent_form', body);
    const pub = (await publicPolicy('consent_form')).json();
    expect(pub.version).toBe(2);
    expect(pub.body).toBe(body);
    expect(pub.html).not.toMatch(/<script|<img|javascript:|data:text/i);
    expect(pub.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(pub.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(pub.html).toContain('<p>Click and again and data</p>');
    expect(pub.html).toContain('<a href="https://carcare.in/help" rel="noopener noreferrer nofollow">Help</a>');
  });
});

describe('banners: admin', () => {
  it('lists the seeded banners in order; without an image none is live', async () => {
    const list = (await as.superAdmin.get('/api/v1/banners')).json().data;
    expect(list).toHaveLength(3);
    expect(list.map((b: { sort_order: number }) => b.sort_order)).toEqual([1, 2, 3]);
    expect(list.every((b: { live: boolean }) => !b.live)).toBe(true);
    expect(await publicBanners()).toEqual([]);
  });

  it('validates: title and alt text required, https link only (400 naming link_url), end after start', async () => {
    for (const link of ['http://carcare.in', 'javascript:alert(1)', 'ftp://carcare.in', 'carcare.in', 'https://']) {
      const response = await as.superAdmin.post('/api/v1/banners', bannerBody({ link_url: link }));
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(fieldsOf(response), link).toEqual(['link_url']);
      expect(response.json().details[0].message).toBe('The link must be an https:// address');
    }
    const missing = await as.superAdmin.post('/api/v1/banners', bannerBody({ title: ' ', alt_text: '' }));
    expect(fieldsOf(missing).sort()).toEqual(['alt_text', 'title']);
    const dates = await as.superAdmin.post('/api/v1/banners', bannerBody({ starts_at: at(5), ends_at: at(5) }));
    expect(fieldsOf(dates)).toEqual(['ends_at']);
    // No link at all is fine.
    expect((await as.superAdmin.post('/api/v1/banners', bannerBody({ link_url: null }))).statusCode).toBe(201);
    expect((await as.superAdmin.post('/api/v1/banners', bannerBody({ link_url: '' }))).json().link_url).toBeNull();
  });

  it('creates a banner last, edits it with an optimistic version and records each write', async () => {
    const created = await as.superAdmin.post('/api/v1/banners', bannerBody());
    expect(created.json()).toMatchObject({ id: 4, sort_order: 4, image_url: null, live: false, version: 1 });
    const edited = await as.superAdmin.put('/api/v1/banners/4', { ...bannerBody({ title: 'Monsoon mega offer' }), version: 1 });
    expect(edited.json()).toMatchObject({ title: 'Monsoon mega offer', version: 2 });
    expectError(await as.superAdmin.put('/api/v1/banners/4', { ...bannerBody(), version: 1 }), 409, 'STALE_VERSION');
    expectError(await as.superAdmin.put('/api/v1/banners/99', { ...bannerBody(), version: 1 }), 404, 'NOT_FOUND');
    const toggled = await as.superAdmin.post('/api/v1/banners/4/active', { active: false, version: 2 });
    expect(toggled.json()).toMatchObject({ active: false, version: 3 });
    expect(await auditActions('banner')).toEqual(['banner.create', 'banner.update', 'banner.deactivate']);
  });

  it('moves banners up and down by swapping neighbours; the ends cannot move further', async () => {
    const moved = await as.superAdmin.post('/api/v1/banners/3/move', { direction: 'up', version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.map((b: { id: number }) => b.id)).toEqual([1, 3, 2]);
    const down = await as.superAdmin.post('/api/v1/banners/1/move', { direction: 'down', version: 1 });
    expect(down.json().data.map((b: { id: number }) => b.id)).toEqual([3, 1, 2]);
    const first = await as.superAdmin.post('/api/v1/banners/3/move', { direction: 'up', version: 3 });
    expectError(first, 409, 'INVALID_TRANSITION');
    expect(first.json().message).toBe('This banner is already first');
    expectError(await as.superAdmin.post('/api/v1/banners/2/move', { direction: 'down', version: 2 }), 409, 'INVALID_TRANSITION');
    expectError(await as.superAdmin.post('/api/v1/banners/2/move', { direction: 'sideways', version: 2 }), 400, 'VALIDATION_ERROR');
    expect(await auditActions('banner')).toEqual(['banner.move', 'banner.move']);
  });

  it('deletes a banner, keeping its image until the banner is purged', async () => {
    const banner = await createBanner();
    expect(await blobHashes(ctx.database.db)).toEqual([hashOfUpload(banner.image_url!)]);
    expect((await ctx.app.inject({ method: 'GET', url: banner.image_url! })).statusCode).toBe(200);
    expectError(await as.superAdmin.delete(`/api/v1/banners/${banner.id}?version=1`), 409, 'STALE_VERSION');
    const deleted = await as.superAdmin.delete(`/api/v1/banners/${banner.id}?version=${banner.version}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: banner.id, version: banner.version + 1, deleted_at: START_TIME });
    expect((await as.superAdmin.get(`/api/v1/banners/${banner.id}`)).statusCode).toBe(404);
    // Undo brings it back with its image, so the image stays while the banner can be restored.
    expect(await blobHashes(ctx.database.db)).toEqual([hashOfUpload(banner.image_url!)]);
    expect(await auditActions('banner')).toEqual(['banner.create', 'banner.image_set', 'banner.delete']);
  });
});

describe('banners: image upload', () => {
  it('stores a PNG by content and serves it; the banner becomes live', async () => {
    const banner = await createBanner();
    expect(banner.image_url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(banner.live).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: banner.image_url! });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses content that is not an image whatever its label (400 with a message) and keeps nothing', async () => {
    const banner = await createBanner({}, false);
    for (const [body, type] of [
      [Buffer.from('just text'), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [Buffer.from('GIF89a\x01\x00'), 'image/gif'],
    ] as const) {
      const response = await uploadImage(tokens.superAdmin, banner.id, banner.version, body, type);
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.json().message).toBe('Upload a PNG, JPEG or WebP image');
    }
    expect((await as.superAdmin.get(`/api/v1/banners/${banner.id}`)).json()).toMatchObject({ image_url: null, version: 1 });
    expect(await blobHashes(ctx.database.db)).toEqual([]);
  });

  it('refuses an image over 2 MB with 413 and a message', async () => {
    const banner = await createBanner({}, false);
    const response = await uploadImage(tokens.superAdmin, banner.id, banner.version, Buffer.concat([PNG, Buffer.alloc(2 * MB)]), 'image/png');
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(response.json().message).toBe('Images must be at most 2 MB');
  });

  it('removes an image: the banner is no longer live', async () => {
    const banner = await createBanner();
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/banners/${banner.id}/image?version=${banner.version}`, headers: { authorization: `Bearer ${tokens.superAdmin}` } });
    expect(removed.json()).toMatchObject({ image_url: null, live: false });
    expect(await publicBanners()).toEqual([]);
  });
});

describe('banners: the public list', () => {
  it('gives only live banners (active, with an image, within their dates) in display order', async () => {
    const live = await createBanner({ title: 'Live' });
    const second = await createBanner({ title: 'Also live', starts_at: at(-5), ends_at: at(1) });
    await createBanner({ title: 'Inactive', active: false });
    await createBanner({ title: 'Future', starts_at: at(1), ends_at: at(9) });
    await createBanner({ title: 'Expired', starts_at: at(-9), ends_at: at(-1) });
    await createBanner({ title: 'No image' }, false);

    const shown = await publicBanners();
    expect(shown.map((b) => b.title)).toEqual(['Live', 'Also live']);
    expect(shown[0]).toEqual({
      id: live.id,
      title: 'Live',
      alt_text: 'A car in the rain',
      image_url: live.image_url,
      link_url: 'https://carcare.in/offers',
      starts_at: at(-1),
      ends_at: at(10),
    });
    expect(shown[0]!.image_url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);

    // Order follows a move.
    await as.superAdmin.post(`/api/v1/banners/${second.id}/move`, { direction: 'up', version: second.version });
    expect((await publicBanners()).map((b) => b.title)).toEqual(['Also live', 'Live']);

    // The schedule is [starts_at, ends_at): at the end time a banner is gone.
    ctx.clock.set(at(1));
    expect((await publicBanners()).map((b) => b.title)).toEqual(['Live', 'Future']);
  });
});

describe('content: audit of writes', () => {
  it('records a publish with its actor, the kind and the superseded version', async () => {
    await saveAndPublish(as.superAdmin, 'consent_form', 'Consent v2');
    const rows = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'policy_document'), eq(auditEvents.action, 'policy.publish')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: 1, changes: { kind: 'consent_form', version_no: 2, superseded_version_no: 1 } });
  });
});

describe('content: API documentation', () => {
  it('documents the policy and banner endpoints, public ones with an empty security requirement', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/public/policies/{kind}', '/api/v1/policies/{kind}/publish', '/api/v1/policies/{kind}/versions/{version_no}', '/api/v1/public/banners', '/api/v1/banners/{id}/move', '/api/v1/banners/{id}/image']),
    );
    expect(document.paths['/api/v1/public/banners'].get.security).toEqual([]);
    expect(document.paths['/api/v1/policies/{kind}/publish'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
