import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the system asks for less motion (prefers-reduced-motion: reduce), following it live, for
 * what MUI's theme does not move itself (notistack's messages). Read at the first render (noSsr),
 * so a message is not drawn once with motion and again without.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
