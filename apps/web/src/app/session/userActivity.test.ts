import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteUserActivity, startUserActivityTracking, takeUserActivity, USER_ACTIVITY_STORAGE_KEY, USER_ACTIVITY_WRITE_INTERVAL_MS } from './userActivity';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

let stop: () => void = () => {};
beforeEach(() => {
  takeUserActivity();
  stop = startUserActivityTracking();
});
afterEach(() => {
  stop();
  setVisibility('visible');
});

describe('user activity between token refreshes', () => {
  it('is false when nobody touched the console, and is taken once', () => {
    expect(takeUserActivity()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(takeUserActivity()).toBe(true);
    expect(takeUserActivity()).toBe(false);
  });

  it('counts keys, pointer, wheel and touch input', () => {
    for (const event of [new KeyboardEvent('keydown'), new Event('pointerdown'), new Event('pointermove'), new Event('wheel'), new Event('touchstart')]) {
      window.dispatchEvent(event);
      expect(takeUserActivity(), event.type).toBe(true);
    }
  });

  it('counts a tab coming into view, not one going out of view', () => {
    setVisibility('hidden');
    expect(takeUserActivity()).toBe(false);
    setVisibility('visible');
    expect(takeUserActivity()).toBe(true);
  });

  it('is shared by the tabs through localStorage: input in one is reported by whichever tab refreshes', () => {
    window.dispatchEvent(new Event('pointerdown'));
    expect(localStorage.getItem(USER_ACTIVITY_STORAGE_KEY)).toBe('1');
    // Another tab took it for its refresh.
    localStorage.removeItem(USER_ACTIVITY_STORAGE_KEY);
    expect(takeUserActivity()).toBe(false);
    localStorage.setItem(USER_ACTIVITY_STORAGE_KEY, '1');
    expect(takeUserActivity()).toBe(true);
  });

  it('writes localStorage at most once per interval however fast the input comes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    noteUserActivity(1_000);
    noteUserActivity(1_500);
    noteUserActivity(1_000 + USER_ACTIVITY_WRITE_INTERVAL_MS - 1);
    expect(setItem).toHaveBeenCalledTimes(1);
    noteUserActivity(1_000 + USER_ACTIVITY_WRITE_INTERVAL_MS);
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
  });

  it('stops counting once tracking stops', () => {
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(takeUserActivity()).toBe(false);
  });
});
