import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1301 }}>
      <LinearProgress aria-label="Loading" />
    </Box>
  );
}

export default PageLoader;
