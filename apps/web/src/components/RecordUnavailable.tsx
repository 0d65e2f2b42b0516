import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { apiErrorOf } from '../api/baseApi';

export interface RecordUnavailableProps {
  /** Whether the id in the address could name a record at all. */
  validId: boolean;
  /** The failed query's error. */
  error: unknown;
  onRetry: () => void;
  texts: { notFound: string; failed: string; retry: string };
}

/**
 * Why a details page has no record to show: not found (a bad id, or a 404, which is also what a
 * record outside the caller's scope answers) as a warning, or a failed load with Retry.
 */
export function RecordUnavailable({ validId, error, onRetry, texts }: RecordUnavailableProps) {
  const notFound = !validId || apiErrorOf(error)?.status === 404;
  return (
    <Alert
      severity={notFound ? 'warning' : 'error'}
      action={
        notFound ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {texts.retry}
          </Button>
        )
      }
    >
      {notFound ? texts.notFound : texts.failed}
    </Alert>
  );
}
