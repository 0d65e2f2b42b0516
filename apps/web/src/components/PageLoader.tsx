import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { translatorFor } from '../i18n/catalogue';
import { useLanguage } from '../i18n/useTexts';
import { loaderCatalogue } from './loader/loaderTexts';

/**
 * Shown while a lazily loaded page, or an area's Hindi, arrives. As a Suspense fallback it must
 * not suspend itself: it reads the catalogue without waiting (English until the Hindi is in).
 */
export function PageLoader() {
  const language = useLanguage();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1301 }}>
      <LinearProgress aria-label={translatorFor(loaderCatalogue, language)('loading')} />
    </Box>
  );
}

export default PageLoader;
