import { z } from 'zod';
import { leaveJobSchema, type LeaveJob } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';

// The jobs that stand in a leave's way (409 LEAVE_HAS_JOBS): an approval and a leave recorded approved meet them alike.

const leaveJobsSchema = z.array(leaveJobSchema).min(1);

/** The jobs a 409 LEAVE_HAS_JOBS lists, or null for any other answer. */
export function jobsInTheWay(error: unknown): LeaveJob[] | null {
  const apiError = apiErrorOf(error);
  if (apiError?.status !== 409 || apiError.data.code !== 'LEAVE_HAS_JOBS') return null;
  const parsed = leaveJobsSchema.safeParse(apiError.data.details);
  return parsed.success ? parsed.data : [];
}
