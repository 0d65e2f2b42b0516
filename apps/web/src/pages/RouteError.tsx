import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** Shown when a page fails to load (e.g. a stale bundle after a deploy) instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
          Something went wrong
        </Typography>
        <Typography variant="body1" sx={{ mb: 3, color: 'text.secondary' }}>
          This page could not be shown. Reloading usually helps.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}

export default RouteError;
