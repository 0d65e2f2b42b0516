import { useNavigate, useSearchParams } from 'react-router';
import { idFromParam } from '../format/entityFormat';

/**
 * What an `edit…?id=…` page needs before its record loads: the id from the URL and the way back to its list.
 */
export function useEditEntityPage(listPath: string) {
  const [params] = useSearchParams();
  const id = idFromParam(params.get('id'));
  const navigate = useNavigate();
  const toList = () => void navigate(listPath);
  return { id, toList };
}
