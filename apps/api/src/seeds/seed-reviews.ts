import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { recomputeAllRatings } from '../modules/reviews/review-ratings';
import { reviews } from '../db/schema';
import type { Tx } from '../db/transaction';

/** What customers write, by rating (index 0 = 1 star). */
const COMMENTS: readonly (readonly string[])[] = [
  [
    'Worker came 2 hours late and did not even inform. Car was still dusty on the dashboard.',
    'Very bad experience. Scratch on the rear bumper after the wash and nobody is taking responsibility.',
    'Paid for deep cleaning but seats were still wet in the evening. Not worth the money.',
  ],
  [
    'Service was okay but they skipped the tyre polish that was part of the package.',
    'Had to call the workshop three times to get someone assigned. Wash itself was average.',
    'Interior vacuum was done in a hurry, still sand under the mats.',
  ],
  [
    'Decent job, nothing special. Took longer than the time told on the app.',
    'Exterior was good but the glass had water marks. Okay for the price.',
    'Average. Boy was polite but forgot to clean the boot.',
  ],
  [
    'Good service, car looks nice. Would have given 5 if they came on time.',
    'Neat work on the interior, AC vents cleaned properly. Slightly costly.',
    'Came to our society parking itself, very convenient. Foam wash was good.',
    'Nice job on the Creta, only the alloy wheels could have been better.',
    'Polite staff and proper work. Will book again for the monsoon check.',
  ],
  [
    'Excellent service! Car looks brand new. Very professional and on time.',
    'Bhaiya did a fantastic job, even cleaned the mats without asking. Highly recommended.',
    'Best doorstep car wash in our area. Booking on the app was super easy.',
    'Very happy with the ceramic coating, shine is too good. Thank you team!',
    'Punctual, polite and thorough. My Honda City has never looked this good.',
    'Got the full detailing before Diwali, worth every rupee.',
    'Quick and clean work, they also checked the tyre pressure. Great service.',
  ],
];

/** Reviews the console hid, with why (the same index). */
const HIDDEN: readonly { rating: number; comment: string; reason: string }[] = [
  { rating: 5, comment: 'Call me on 98XXXXXX12 for cheaper wash rates, better than this app!!', reason: 'Advertises another business and shares a phone number' },
  { rating: 1, comment: 'Useless fellows, total cheaters. Never book them.', reason: 'Abusive language' },
  { rating: 4, comment: 'Reviewing for my friend, he said it was fine I guess.', reason: 'Not written by the customer who was served' },
];

/** The workshop's replies: thanks for a good review, an apology for a poor one. */
const THANKS = [
  'Thank you so much for the kind words! We look forward to serving you again.',
  'Thanks for choosing us. Glad the car came out the way you wanted!',
  'Thank you for the feedback, we have shared it with the team.',
];
const APOLOGIES = [
  'We are sorry about this. Our manager will call you today to set it right.',
  'Apologies for the delay. We have spoken to the worker and will offer a free re-wash.',
];

const textArray = (items: readonly string[]): SQL => sql`array[${sql.join(items.map((item) => sql`${item}`), sql`, `)}]::text[]`;

/** `list[1 + n % len]`, picking from a literal text array by a hash. */
const pickText = (items: readonly string[], n: SQL): SQL => sql`(${textArray(items)})[1 + (${n}) % ${sql.raw(String(items.length))}]`;

/**
 * Once, on a database without reviews: reviews for most completed requests (about 9 in 10) in one
 * INSERT … SELECT, so it stays quick for a large seed. Ratings mostly 4–5, a few hidden with a
 * moderation reason, some answered by the workshop's admin; every choice is a hash of the request
 * id, so the same requests give the same reviews. Then every workshop's and worker's rating is
 * recomputed. Returns whether any review was added.
 */
export async function seedReviews(tx: Tx, now: Date): Promise<boolean> {
  // Once: a database that already has reviews (real or seeded) gets no made-up ones.
  const existing = await tx.select({ id: reviews.id }).from(reviews).limit(1);
  if (existing.length > 0) return false;
  // A multiplicative hash of the id (Knuth), split into independent-looking digits below.
  const h = sql.raw('c.h');
  const digit = (shift: number, modulo: number) => sql`((${h} / ${sql.raw(String(2 ** shift))}) % ${sql.raw(String(modulo))})`;
  const rating = sql`(case when ${digit(4, 100)} < 58 then 5 when ${digit(4, 100)} < 84 then 4 when ${digit(4, 100)} < 91 then 3 when ${digit(4, 100)} < 96 then 2 else 1 end)`;
  const hidden = sql`(${digit(12, 100)} < 4)`;
  const hiddenIndex = digit(20, HIDDEN.length);
  const comment = sql`(case ${rating} ${sql.join(
    COMMENTS.map((texts, index) => sql`when ${sql.raw(String(index + 1))} then ${pickText(texts, digit(8, 997))}`),
    sql` `,
  )} end)`;
  const replied = sql`(not ${hidden} and c.admin_id is not null and (${digit(16, 100)} < 18 or (${rating} <= 2 and ${digit(16, 100)} < 70)))`;
  const reply = sql`(case when ${rating} >= 4 then ${pickText(THANKS, digit(24, 991))} else ${pickText(APOLOGIES, digit(24, 991))} end)`;
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const createdAt = sql`least(c.completed_at + make_interval(mins => (30 + ${digit(6, 2000)})::int), ${nowParam})`;

  await tx.execute(sql`
    insert into ${reviews} (request_id, workshop_id, worker_id, customer_name, rating, comment, status, moderation_reason, reply, replied_at, replied_by, created_at, updated_at)
    select c.id, c.workshop_id, c.worker_id, c.customer_name,
      case when r.hidden then (${sql.raw(`array[${HIDDEN.map((entry) => entry.rating).join(', ')}]`)})[1 + r.hidden_index] else r.rating end,
      case when r.hidden then (${textArray(HIDDEN.map((entry) => entry.comment))})[1 + r.hidden_index] else r.comment end,
      case when r.hidden then 'hidden' else 'published' end,
      case when r.hidden then (${textArray(HIDDEN.map((entry) => entry.reason))})[1 + r.hidden_index] end,
      case when r.replied then r.reply end,
      case when r.replied then least(r.created_at + make_interval(hours => (2 + r.h % 20)::int), ${nowParam}) end,
      case when r.replied then c.admin_id end,
      r.created_at,
      case when r.replied then least(r.created_at + make_interval(hours => (2 + r.h % 20)::int), ${nowParam}) else r.created_at end
    from (
      select s.id, s.workshop_id, s.worker_id, s.customer_name, s.completed_at,
        (s.id::bigint * 2654435761) % 4294967296 as h,
        a.id as admin_id
      from service_requests s
      -- The workshop's first admin answers (joined once, not looked up per use).
      left join (select workshop_id, min(id) as id from admins where user_type = 'workshop_admin' group by workshop_id) a on a.workshop_id = s.workshop_id
      where s.status = 'completed' and s.completed_at is not null
    ) c
    cross join lateral (
      -- offset 0: each choice is computed once per request, not pasted into every use of it.
      select c.h, ${rating} as rating, ${comment} as comment, ${hidden} as hidden, ${hiddenIndex} as hidden_index,
        ${replied} as replied, ${reply} as reply, ${createdAt} as created_at
      offset 0
    ) r
    -- About one completed request in ten gets no review.
    where ${digit(0, 10)} <> 7
    order by c.id`);
  const [added] = await tx.select({ id: reviews.id }).from(reviews).limit(1);
  if (!added) return false;
  await recomputeAllRatings(tx);
  return true;
}
