import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate } from 'react-router';
import { readStoredAuthState } from '../../../app/session/authStorage';
import { shouldShowBackButton } from './shouldShowBackButton';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';

/** Back to the previous page, on deep pages only (spec §2 "Back button"). */
export function BackButton({ topLevelPaths }: { topLevelPaths: readonly string[] }) {
  const t = useTexts(layoutCatalogue);
  const location = useLocation();
  const navigate = useNavigate();
  const show = shouldShowBackButton({
    hasStoredToken: Boolean(readStoredAuthState()?.token),
    historyLength: window.history.length,
    locationKey: location.key,
    pathname: location.pathname,
    topLevelPaths,
  });
  if (!show) return null;
  return (
    <Button variant="outlined" size="small" startIcon={<ArrowBack />} onClick={() => void navigate(-1)} sx={{ flexShrink: 0 }}>
      {t('back')}
    </Button>
  );
}

export default BackButton;
