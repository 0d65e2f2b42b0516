import { useMemo, useState } from 'react';
import { isUserType, SEARCH_KINDS_BY_ROLE, type SearchKind } from '@carcare/contracts';
import { useAppSelector } from '../../../app/hooks';
import { selectUserType } from '../../../app/session/authSlice';

/** The kinds the signed-in role may search, and the subset the filter button has chosen. */
export function useSearchKinds() {
  const userType = useAppSelector(selectUserType);
  const allowed = useMemo(() => (isUserType(userType) ? SEARCH_KINDS_BY_ROLE[userType] : []), [userType]);
  const [unchecked, setUnchecked] = useState<readonly SearchKind[]>([]);
  const chosen = allowed.filter((kind) => !unchecked.includes(kind));
  const toggle = (kind: SearchKind) =>
    setUnchecked((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind]));
  return { allowed, chosen, toggle };
}

export type SearchKinds = ReturnType<typeof useSearchKinds>;
