import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { fakeApi, ok, restoreApi, type SeenRequest } from '../../app/testing/fakeApi';
import { UNREAD_POLL_MS } from './notificationsApi';
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

describe('useNotificationBell polling', () => {
  it('polls while the tab is visible, stops while it is hidden and asks once when it is shown again', async () => {
    const seen = fakeApi((request) => (request.url === '/api/v1/notifications/unread-count' ? ok({ count: seen.length, latest_id: null }) : undefined));
    renderWithProviders(<Bell />, { admin: {} });
    await vi.waitFor(() => expect(countCalls(seen)).toBe(1));
    expect(await screen.findByTestId('count')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await vi.waitFor(() => expect(countCalls(seen)).toBe(2));

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 6));
    expect(countCalls(seen)).toBe(2);

    act(() => setVisibility('visible'));
    await vi.waitFor(() => expect(countCalls(seen)).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS / 2));
    expect(countCalls(seen)).toBe(3);
  });
});
