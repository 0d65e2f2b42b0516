import { describe, expect, it } from 'vitest';
import { notificationBadgeText } from './notificationKinds';

describe('notificationBadgeText', () => {
  it('shows nothing when there is nothing unread', () => {
    expect(notificationBadgeText(0)).toBeNull();
    expect(notificationBadgeText(-3)).toBeNull();
    expect(notificationBadgeText(Number.NaN)).toBeNull();
  });

  it('shows two digits up to 99 and "99+" above', () => {
    expect(notificationBadgeText(1)).toBe('01');
    expect(notificationBadgeText(9)).toBe('09');
    expect(notificationBadgeText(12)).toBe('12');
    expect(notificationBadgeText(99)).toBe('99');
    expect(notificationBadgeText(100)).toBe('99+');
    expect(notificationBadgeText(4200)).toBe('99+');
  });
});
