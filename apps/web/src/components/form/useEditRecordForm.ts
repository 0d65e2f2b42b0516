import { useNavigate } from 'react-router';
import { useAfterSave } from './useAfterSave';
import { useStaleAlert } from './useStaleAlert';

/**
 * What every edit form of a loaded record shares: Cancel back to its list, Reload after a 409, the
 * page's "changed meanwhile" warning (which its cards show too) and the end of its save.
 */
export function useEditRecordForm(listPath: string, refetch: () => Promise<unknown>, saving: boolean) {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const stale = useStaleAlert(refetch);
  const toList = () => void navigate(listPath);
  return { afterSave, stale, toList, form: { saving, onCancel: toList, onReload: refetch } };
}
