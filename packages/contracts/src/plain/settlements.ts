// Weekly settlements, commission and cash in hand (DESIGN §8), without zod: the API computes
// statements with these and the console's pages read them without loading any schema.

import { weekdayIndexOf } from './schedule';

/** open: computed, not paid (or nothing to pay yet); paid: a payout recorded; carried: its negative figure moved into the next statement. */
export const SETTLEMENT_STATUSES = ['open', 'paid', 'carried'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Sort keys of the settlements list (prefix "-" for descending). */
export const SETTLEMENT_SORTS = ['week_start', 'payable_paise'] as const;
export const DEFAULT_SETTLEMENT_SORT = '-week_start';

/** Sort keys of the cash deposits list. */
export const CASH_DEPOSIT_SORTS = ['created_at', 'amount_paise'] as const;
export const DEFAULT_CASH_DEPOSIT_SORT = '-created_at';

/** A commission rate is kept in hundredths of a percent, so 12.5 % is exact. */
export const COMMISSION_BASIS_POINTS_MAX = 10_000;

export function basisPointsOfPercent(percent: number): number {
  return Math.round(percent * 100);
}

export function percentOfBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * The commission one payment or refund carries: its amount at the rate, rounded half up to the
 * paisa. Each line is rounded on its own and the statement adds the lines, so the statement's
 * commission is exactly the sum of what its lines show. A refund gives back the commission on what
 * it refunds, at the rate of its own day.
 */
export function commissionOf(amountPaise: number, basisPoints: number): number {
  return Math.floor((amountPaise * basisPoints + 5_000) / 10_000);
}

/** The figures of a weekly statement, in paise. */
export interface SettlementFigures {
  /** Successful payments taken online (the platform holds that money). */
  online_payments_paise: number;
  /** Successful payments taken in cash by the workshop's workers. */
  cash_payments_paise: number;
  /** Successful refunds, online and cash. */
  refunds_paise: number;
  /** The platform's commission on the payments, less what the refunds give back. */
  commission_paise: number;
  /** The cash the workshop already holds: cash payments less cash refunds. */
  cash_held_paise: number;
  /** A negative figure of the previous statement, carried into this one (0 or less). */
  carried_in_paise: number;
}

/**
 * What the platform owes the workshop for the week (negative: what the workshop owes, carried into
 * the next week): the workshop's sales less refunds and commission, less the cash it already holds,
 * plus what was carried in. The check constraint `settlements_payable_check` says the same.
 */
export function payableOf(figures: SettlementFigures): number {
  return (
    figures.online_payments_paise +
    figures.cash_payments_paise -
    figures.refunds_paise -
    figures.commission_paise -
    figures.cash_held_paise +
    figures.carried_in_paise
  );
}

const DAY_MS = 86_400_000;

export function isMonday(date: string): boolean {
  return weekdayIndexOf(date) === 0;
}

/** The Monday of the week an ISO date falls in. */
export function mondayOf(date: string): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - weekdayIndexOf(date) * DAY_MS).toISOString().slice(0, 10);
}

/** The Sunday a week that starts on a Monday ends on (inclusive), as a statement prints it. */
export function weekEndOf(weekStart: string): string {
  return new Date(new Date(`${weekStart}T00:00:00Z`).getTime() + 6 * DAY_MS).toISOString().slice(0, 10);
}

/** A UTR (the bank's reference for a NEFT, RTGS or IMPS transfer): 12 to 22 capital letters and digits. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
