import type { ConcernCategory, ConcernChannel, ConcernPriority, ConcernStatus } from '@carcare/contracts';
import { concernCode } from '@carcare/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { admins, concernMessages, serviceRequests, userConcerns } from '../db/schema';
import type { Tx } from '../db/transaction';

/** What customers raise, and how staff answer (the same index). */
interface ConcernStory {
  category: ConcernCategory;
  subject: string;
  description: string;
  followUp: string;
  reply: string;
  resolution: string;
}

const STORIES: readonly ConcernStory[] = [
  {
    category: 'damage',
    subject: 'Scratch on the rear bumper after the foam wash',
    description: 'After the foam wash yesterday I noticed a long scratch on the rear bumper. It was not there before the worker started.',
    followUp: 'I have photos from before the wash if you need them.',
    reply: 'We are sorry to hear this. Please share the photos; our supervisor will inspect the car tomorrow morning.',
    resolution: 'The bumper was polished at the workshop free of charge; the scratch is gone.',
  },
  {
    category: 'payment',
    subject: 'Charged twice for one wash',
    description: 'My UPI shows two debits of the same amount for one booking. Please refund the extra payment.',
    followUp: 'The second debit is still not reversed.',
    reply: 'We can see the duplicate payment. A refund has been started; it reaches your account in 5–7 working days.',
    resolution: 'Refund of the duplicate payment confirmed by the bank.',
  },
  {
    category: 'worker_behaviour',
    subject: 'Worker was rude when asked to clean the mats',
    description: 'The worker argued when I asked him to clean the floor mats, which are part of the package.',
    followUp: 'I would like someone else to come next time.',
    reply: 'Apologies for this. We have spoken to the worker and will send a different team for your next booking.',
    resolution: 'Customer confirmed the next visit went well with another worker.',
  },
  {
    category: 'booking',
    subject: 'Nobody came for the 8 am slot',
    description: 'I waited from 8 to 9:30 in the parking and no one came. Nobody called either.',
    followUp: 'Please tell me when someone can come instead.',
    reply: 'Very sorry, the worker assigned was on leave and the booking was not moved. We have rescheduled you for tomorrow 8 am.',
    resolution: 'Wash done on the rescheduled slot; a discount was given on the next booking.',
  },
  {
    category: 'service_quality',
    subject: 'Interior still dusty after deep cleaning',
    description: 'Paid for interior deep cleaning but there is still dust in the AC vents and sand under the seats.',
    followUp: 'Can someone come back to finish it?',
    reply: 'Thank you for telling us. A team will come back to redo the interior at no cost.',
    resolution: 'Interior cleaned again; customer is satisfied.',
  },
  {
    category: 'app',
    subject: 'App shows the booking as pending after the wash',
    description: 'The wash was done two days ago but the app still shows the booking as pending and I cannot rate it.',
    followUp: 'Still showing pending today.',
    reply: 'Thanks for reporting this. The workshop had not marked it complete; we have updated it.',
    resolution: 'Booking shows completed now and the rating works.',
  },
  {
    category: 'damage',
    subject: 'Wiper arm bent after the wash',
    description: 'The left wiper arm does not sit flat on the glass any more after the exterior wash.',
    followUp: 'It makes noise when it rains.',
    reply: 'Sorry about this. We will replace the wiper arm; please tell us a convenient time.',
    resolution: 'Wiper arm replaced at the workshop.',
  },
  {
    category: 'payment',
    subject: 'Cash paid but app asks for payment again',
    description: 'I paid cash to the worker but the app still shows the amount as due.',
    followUp: 'I do not want to pay twice.',
    reply: 'We have checked with the worker; the cash was received. The booking is now marked paid.',
    resolution: 'Payment status corrected to paid.',
  },
  {
    category: 'service_quality',
    subject: 'Water marks left on the windscreen',
    description: 'There are water marks all over the windscreen and the side mirrors after the wash.',
    followUp: 'Visible clearly in the sun.',
    reply: 'Apologies. The team will come back this evening to wipe the glass properly.',
    resolution: 'Glass cleaned again the same evening.',
  },
  {
    category: 'booking',
    subject: 'Want to change the society address on a booking',
    description: 'I moved to another tower in the same society; the booking still has the old flat number.',
    followUp: 'The visit is tomorrow.',
    reply: 'We have updated the address with the worker; he will come to the new tower.',
    resolution: 'Visit done at the new address.',
  },
  {
    category: 'worker_behaviour',
    subject: 'Worker used the society tap without asking',
    description: 'Our society guard complained that the worker used the common tap instead of carrying water.',
    followUp: 'The society committee may stop the service.',
    reply: 'Sorry for the trouble. Our workers will carry their own water from now on; we have told the team.',
    resolution: 'Society committee informed; no further complaints.',
  },
  {
    category: 'other',
    subject: 'Need a GST invoice for the ceramic coating',
    description: 'Please send a GST invoice with my company name for the ceramic coating done last week.',
    followUp: 'Company name and GSTIN sent by email.',
    reply: 'We have received the details; the invoice will be emailed today.',
    resolution: 'GST invoice emailed.',
  },
  {
    category: 'app',
    subject: 'OTP not received while booking',
    description: 'I tried to book three times but the OTP never arrives on my phone.',
    followUp: 'Tried again today, same problem.',
    reply: 'Thanks for waiting. There was a delay with the SMS provider in your area; it is fixed now.',
    resolution: 'Customer booked successfully.',
  },
];

const CUSTOMERS = [
  'Aditi Sharma', 'Rahul Khanna', 'Sneha Iyer', 'Arjun Malhotra', 'Priyanka Joshi', 'Vivek Agarwal', 'Meera Pillai', 'Karan Bhatia',
  'Nisha Reddy', 'Siddharth Rao', 'Ananya Ghosh', 'Rohan Kapoor', 'Kavita Menon', 'Amit Tiwari', 'Deepika Nair',
];

// Nine entries (prime to the five workshops), so each workshop gets every status.
const STATUSES: readonly ConcernStatus[] = ['open', 'in_progress', 'resolved', 'closed', 'open', 'in_progress', 'resolved', 'open', 'closed'];
const PRIORITIES: readonly ConcernPriority[] = ['high', 'medium', 'low', 'urgent', 'medium', 'high', 'medium', 'low'];

/** How many concerns a new demo gets. */
export const DEMO_CONCERN_COUNT = 40;
/**
 * The first seeded concern (tests and the browser journey rely on it): workshop 1's, open, high
 * priority, "Scratch on the rear bumper after the foam wash", one customer message.
 */
export const FIRST_DEMO_CONCERN = { subject: STORIES[0]!.subject, status: 'open', priority: 'high' } as const;

const HOUR = 60 * 60 * 1000;

/** The thread of a concern in a status: the customer's follow-up, then staff's answers as far as the status got. */
function threadFor(status: ConcernStatus, story: ConcernStory): { kind: 'customer' | 'staff'; body: string }[] {
  const thread: { kind: 'customer' | 'staff'; body: string }[] = [{ kind: 'customer', body: story.followUp }];
  if (status === 'open') return thread;
  thread.push({ kind: 'staff', body: story.reply });
  if (status === 'in_progress') return thread;
  thread.push({ kind: 'staff', body: story.resolution });
  if (status === 'resolved') return thread;
  thread.push({ kind: 'customer', body: 'Thank you, this is sorted now.' });
  return thread;
}

/**
 * Once, on a database without concerns: about 40 concerns spread over the demo workshops (a
 * couple about the app with no workshop), every status, priority and category, some phone-logged, some
 * about generated requests (never the fixed requests 1–13), each with 1–4 messages. Two bulk
 * inserts; ids are drawn first so codes derive from them. Returns whether any were added.
 */
export async function seedConcerns(tx: Tx, workshopIds: readonly number[], superAdminId: number, now: Date): Promise<boolean> {
  const existing = await tx.select({ id: userConcerns.id }).from(userConcerns).limit(1);
  if (existing.length > 0) return false;

  const staff = await tx
    .select({ id: admins.id, name: admins.name, workshopId: admins.workshopId })
    .from(admins)
    .where(and(eq(admins.userType, 'workshop_admin'), inArray(admins.workshopId, [...workshopIds])))
    .orderBy(asc(admins.id));
  const [superAdmin] = await tx.select({ id: admins.id, name: admins.name }).from(admins).where(eq(admins.id, superAdminId));
  if (!superAdmin) return false;
  // Generated requests (the fixed 1–13 stay as tests expect them), a few per workshop.
  const requests = await tx
    .select({ id: serviceRequests.id, workshopId: serviceRequests.workshopId, customerName: serviceRequests.customerName, customerPhone: serviceRequests.customerPhone, createdAt: serviceRequests.createdAt })
    .from(serviceRequests)
    .where(and(gt(serviceRequests.id, 13), inArray(serviceRequests.workshopId, [...workshopIds]), eq(serviceRequests.status, 'completed')))
    .orderBy(asc(serviceRequests.id))
    .limit(200);

  const idRows = await tx.execute(sql`select nextval(pg_get_serial_sequence('user_concerns', 'id')) as id from generate_series(1, ${DEMO_CONCERN_COUNT})`);
  const ids = (idRows as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id)).sort((a, b) => a - b);

  const concernRows: (typeof userConcerns.$inferInsert & { id: number })[] = [];
  const messageRows: (typeof concernMessages.$inferInsert)[] = [];
  const usedRequests = new Set<number>();
  ids.forEach((id, index) => {
    const story = STORIES[index % STORIES.length]!;
    // Concerns about the app itself (category app, every third one) have no workshop.
    const appWide = story.category === 'app' && index % 3 === 0 && index > 0;
    const workshopId = appWide ? null : workshopIds[index % workshopIds.length]!;
    const status = index === 0 ? FIRST_DEMO_CONCERN.status : STATUSES[index % STATUSES.length]!;
    const priority = index === 0 ? FIRST_DEMO_CONCERN.priority : PRIORITIES[index % PRIORITIES.length]!;
    const channel: ConcernChannel = index % 4 === 3 ? 'phone' : 'app';
    // Newest first by id: concern 1 a few hours old, the rest back over about two months.
    const createdAt = new Date(now.getTime() - (3 + index * 36) * HOUR);
    const linkable = workshopId !== null && index % 2 === 0 && story.category !== 'app' && story.category !== 'other';
    const request = linkable ? requests.find((r) => r.workshopId === workshopId && !usedRequests.has(r.id) && r.createdAt < createdAt) : undefined;
    if (request) usedRequests.add(request.id);
    const customer = CUSTOMERS[index % CUSTOMERS.length]!;
    const handler = (workshopId !== null ? staff.find((admin) => admin.workshopId === workshopId) : undefined) ?? superAdmin;
    const thread = threadFor(status, story);
    const times = thread.map((_, step) => new Date(Math.min(createdAt.getTime() + (step + 1) * 5 * HOUR, now.getTime())));
    const last = times[times.length - 1]!;
    const resolvedAt = status === 'resolved' || status === 'closed' ? times[Math.min(2, times.length - 1)]! : null;
    const closedAt = status === 'closed' ? last : null;
    concernRows.push({
      id,
      code: concernCode(id),
      customerName: request?.customerName ?? customer,
      customerPhone: request?.customerPhone ?? `98${String(10_000_000 + ((index * 7_919_371) % 89_999_999)).padStart(8, '0')}`,
      requestId: request?.id ?? null,
      workshopId,
      category: story.category,
      subject: story.subject,
      description: story.description,
      priority,
      status,
      channel,
      createdBy: channel === 'phone' ? handler.id : null,
      resolvedAt,
      closedAt,
      createdAt,
      updatedAt: last,
    });
    thread.forEach((message, step) => {
      messageRows.push({
        concernId: id,
        authorKind: message.kind,
        authorAdminId: message.kind === 'staff' ? handler.id : null,
        authorName: message.kind === 'staff' ? handler.name : (request?.customerName ?? customer),
        body: message.body,
        at: times[step]!,
      });
    });
  });
  await tx.insert(userConcerns).overridingSystemValue().values(concernRows);
  await tx.insert(concernMessages).values(messageRows);
  return true;
}
