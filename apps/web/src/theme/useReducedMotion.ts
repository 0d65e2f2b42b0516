import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the system asks for less motion (prefers-reduced-motion: reduce), following it live. Read
 * at the first render (noSsr), so the console is not drawn once with motion and again without.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
