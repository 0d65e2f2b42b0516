import { useNavigate } from 'react-router';
import { useSnackbar } from '../snackbar/snackbars';

/** What an RTK Query mutation resolves to. */
export type SaveResult<R> = { data: R; error?: undefined } | { data?: undefined; error: unknown };

/** Where to go after a save: a path, or a step (close a dialog…) that may answer a path. */
export type AfterSave<R> = string | ((saved: R) => string | void);

/**
 * The end of every form's save: a failed call answers its error (the form puts it on its fields or
 * in its alert); a saved one shows the success message, then goes on (a path, or a step).
 */
export function useAfterSave() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return function afterSave<S extends SaveResult<unknown>>(result: S, message: string | ((saved: NonNullable<S['data']>) => string), next?: AfterSave<NonNullable<S['data']>>): unknown {
    if (result.error !== undefined) return result.error;
    enqueueSnackbar(typeof message === 'function' ? message(result.data as NonNullable<S['data']>) : message, { variant: 'success' });
    const to = typeof next === 'function' ? next(result.data as NonNullable<S['data']>) : next;
    if (to) void navigate(to);
    return undefined;
  };
}
