import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { translatorFor } from '../i18n/catalogue';
import { useLanguage } from '../i18n/useTexts';
import { routeErrorCatalogue } from './routeErrorTexts';

/** Shown when a page fails to load (e.g. a stale bundle after a deploy) instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  // Never suspends: an error page must show even if the Hindi could not be fetched (English then).
  const t = translatorFor(routeErrorCatalogue, useLanguage());
  console.error('Route error', error);
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {t('errorTitle')}
        </Typography>
        <Typography variant="body1" sx={{ mb: 3, color: 'text.secondary' }}>
          {t('errorText')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </Box>
    </Box>
  );
}

export default RouteError;
