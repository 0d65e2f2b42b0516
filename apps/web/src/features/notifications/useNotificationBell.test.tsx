import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { fakeApi, ok, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { liveBus } from '../../api/live/liveBus';
import { useNotificationBell } from './useNotificationBell';

function Bell() {
  const { count } = useNotificationBell();
  return <output data-testid="count">{count}</output>;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const countCalls = (seen: SeenRequest[]) => seen.filter((request) => request.url === '/api/v1/notifications/unread-count').length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  restoreApi();
  setVisibility('visible');
  vi.useRealTimers();
});

describe('useNotificationBell', () => {
  it('asks once, then again when the live stream says there are new notifications or asks for a resync (its fallback polling), and not for a board’s change', async () => {
    const seen = fakeApi((request) => (request.url === '/api/v1/notifications/unread-count' ? ok({ count: seen.length, latest_id: null }) : undefined));
    renderWithProviders(<Bell />, { admin: {} });
    await vi.waitFor(() => expect(countCalls(seen)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(countCalls(seen)).toBe(1);

    act(() => liveBus.publish({ type: 'notifications', admin_ids: [1] }));
    await vi.waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    act(() => liveBus.publish({ type: 'schedule', workshop_id: 1, dates: ['2026-12-02'] }));
    act(() => liveBus.publish({ type: 'resync' }));
    await vi.waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    expect(countCalls(seen)).toBe(3);
  });

  it('asks again when the tab is shown again', async () => {
    const seen = fakeApi((request) => (request.url === '/api/v1/notifications/unread-count' ? ok({ count: seen.length, latest_id: null }) : undefined));
    renderWithProviders(<Bell />, { admin: {} });
    await vi.waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await vi.waitFor(() => expect(countCalls(seen)).toBe(2));
  });

  it('a signal that comes while the count is being read asks once more after it', async () => {
    let answer: (() => void) | null = null;
    const seen = fakeApi((request) => {
      if (request.url !== '/api/v1/notifications/unread-count') return undefined;
      const count = seen.length;
      return new Promise<FakeAnswer>((resolve) => {
        answer = () => resolve(ok({ count, latest_id: null }));
      });
    });
    renderWithProviders(<Bell />, { admin: {} });
    await vi.waitFor(() => expect(countCalls(seen)).toBe(1));
    act(() => liveBus.publish({ type: 'notifications', admin_ids: [1] }));
    act(() => answer!());
    await vi.waitFor(() => expect(countCalls(seen)).toBe(2));
    act(() => answer!());
    await vi.waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
  });
});
