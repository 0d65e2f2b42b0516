import { createContext, useContext, useEffect } from 'react';

/** Lets the header search say how it takes the focus (its field, or its popup on a phone) for the `/` shortcut. */
export const SearchFocusContext = createContext<(focus: (() => void) | null) => void>(() => {});

export function useRegisterSearchFocus(focus: () => void) {
  const register = useContext(SearchFocusContext);
  useEffect(() => {
    register(focus);
    return () => register(null);
  }, [register, focus]);
}
