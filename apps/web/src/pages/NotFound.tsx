import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { Link } from 'react-router';
import { BASE_PATH } from '@carcare/contracts';
import { config } from '../config';
import { useTexts } from '../i18n/useTexts';
import { pageCatalogue } from './pageTexts';
import { useEndFirstFrame } from '../app/firstFrame';

const enter = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: translateY(0); }
`;

/** Spec §2 "Any unmatched path": 404, its texts, a 0.5 s fade and slide, smooth scroll to top. */
export function NotFound() {
  useEndFirstFrame();
  const t = useTexts(pageCatalogue);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}
    >
      <Box
        data-testid="not-found"
        sx={{
          textAlign: 'center',
          maxWidth: 520,
          bgcolor: 'background.paper',
          borderRadius: `${config.borderRadius}px`,
          p: { xs: 3, sm: 6 },
          animation: `${enter} ${config.notFoundAnimationSeconds}s ease-out both`,
        }}
      >
        <Typography
          component="p"
          aria-hidden
          sx={{ fontSize: { xs: '5rem', sm: '7.5rem' }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ mt: 2, mb: 1.5 }}>
          {t('notFoundTitle')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4 }}>
          {t('notFoundText')}
        </Typography>
        <Button component={Link} to={BASE_PATH} variant="contained" size="large">
          {t('returnToDashboard')}
        </Button>
      </Box>
    </Box>
  );
}

export default NotFound;
