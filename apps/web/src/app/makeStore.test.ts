import { describe, expect, it, vi } from 'vitest';

describe('a slice joining the store after it was made', () => {
  it("is in the store's state at once, so RTK Query's first call (from a route loader, before any other action) runs", async () => {
    // Fresh modules: the API slice has not joined yet when the store is made, as in the console's sign-in entry.
    vi.resetModules();
    const { makeStore } = await import('./makeStore');
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('api');

    await import('../api/baseApi');

    expect(store.getState()).toHaveProperty('api.queries', {});
  });
});
