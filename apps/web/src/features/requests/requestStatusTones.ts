import type { RequestStatus } from '@carcare/contracts';
import { tonesOf } from '../../components/chipTones';

/** Each request status's colour, shared by the chips and the schedule board's job blocks. */
export const REQUEST_STATUS_TONES = tonesOf<RequestStatus>({
  warning: ['pending'],
  primary: ['accepted'],
  secondary: ['assigned'],
  info: ['in_progress'],
  success: ['completed'],
  error: ['rejected'],
  default: ['cancelled'],
});
