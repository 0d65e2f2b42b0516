import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { setMode } from '../../../app/customization/customizationSlice';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';

/** Light/dark switch; the choice lives in customization.mode, which is persisted. */
export function ThemeModeToggle() {
  const t = useTexts(layoutCatalogue);
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => state.customization.mode);
  const dark = mode === 'dark';
  return (
    <IconButton
      aria-label={t('toggleDarkMode')}
      aria-pressed={dark}
      onClick={() => dispatch(setMode(dark ? 'light' : 'dark'))}
      sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px' }}
    >
      {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </IconButton>
  );
}

export default ThemeModeToggle;
