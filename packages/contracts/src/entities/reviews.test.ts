import { describe, expect, it } from 'vitest';
import { nextReviewStatus, REVIEW_ACTIONS, REVIEW_STATUSES, reviewModerationAction } from '../plain/reviews';
import { moderateReviewBodySchema, replyReviewBodySchema, reviewListQuerySchema } from './reviews';

describe('nextReviewStatus (DESIGN §4: published ↔ hidden)', () => {
  it('hides a published review, publishes a hidden one and refuses every other pair', () => {
    const table = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, Object.fromEntries(REVIEW_ACTIONS.map((action) => [action, nextReviewStatus(status, action)]))]));
    expect(table).toEqual({
      published: { hide: 'hidden', publish: null },
      hidden: { hide: null, publish: 'published' },
    });
  });

  it('offers the one moderation action each state allows', () => {
    expect(reviewModerationAction('published')).toBe('hide');
    expect(reviewModerationAction('hidden')).toBe('publish');
  });
});

describe('review bodies', () => {
  it('require a reason of at most 300 characters to moderate', () => {
    expect(moderateReviewBodySchema.safeParse({ version: 1, reason: '  ' }).error?.issues[0]).toMatchObject({ path: ['reason'], message: 'Reason is required' });
    expect(moderateReviewBodySchema.safeParse({ version: 1 }).error?.issues[0]?.path).toEqual(['reason']);
    expect(moderateReviewBodySchema.safeParse({ version: 1, reason: 'x'.repeat(301) }).success).toBe(false);
    expect(moderateReviewBodySchema.parse({ version: 1, reason: ' Abusive language ' })).toEqual({ version: 1, reason: 'Abusive language' });
  });

  it('require a reply of 1 to 1000 characters', () => {
    expect(replyReviewBodySchema.safeParse({ version: 1, reply: '' }).error?.issues[0]).toMatchObject({ path: ['reply'], message: 'Reply is required' });
    expect(replyReviewBodySchema.safeParse({ version: 1, reply: 'x'.repeat(1001) }).success).toBe(false);
    expect(replyReviewBodySchema.safeParse({ version: 1, reply: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('accept ratings 1 to 5 only in the list query', () => {
    expect(reviewListQuerySchema.parse({ rating: '4' }).rating).toBe(4);
    expect(reviewListQuerySchema.safeParse({ rating: '0' }).success).toBe(false);
    expect(reviewListQuerySchema.safeParse({ rating: '6' }).success).toBe(false);
  });
});
