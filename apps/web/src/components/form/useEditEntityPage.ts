import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { idFromParam } from '../format/entityFormat';

/**
 * What an `edit…?id=…` page needs before its record loads: the id from the URL, navigation back to
 * its list, the snackbar, and the message of a stale status change (shown until the user reloads).
 */
export function useEditEntityPage(listPath: string) {
  const [params] = useSearchParams();
  const id = idFromParam(params.get('id'));
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [staleStatus, setStaleStatus] = useState<string | null>(null);
  const toList = () => void navigate(listPath);
  return { id, navigate, enqueueSnackbar, staleStatus, setStaleStatus, toList };
}
