import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link } from 'react-router';
import { config } from '../../../config';
import { Logo } from '../../../components/Logo';
import { NotificationSection } from './NotificationSection';
import { ProfileSection } from './ProfileSection';
import { SearchSection } from './SearchSection';
import { ThemeModeToggle } from './ThemeModeToggle';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';

export interface HeaderProps {
  home: string;
  drawerOpen: boolean;
  /** The side menu's id, once it is in the page (the phone's overlay is drawn from its first opening). */
  drawerId?: string;
  onToggleDrawer: () => void;
}

/** White top bar: logo, menu toggle, search, dark mode, notifications and the account menu. */
export function Header({ home, drawerOpen, drawerId, onToggleDrawer }: HeaderProps) {
  const t = useTexts(layoutCatalogue);
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', zIndex: (theme) => theme.zIndex.drawer + 1, displayPrint: 'none' }}>
      <Toolbar sx={{ minHeight: { xs: config.headerHeight }, px: { xs: 1.5, md: 2 } }}>
        <Box sx={{ width: { md: config.drawerWidth - 32 }, display: 'flex', alignItems: 'center' }}>
          <Box component={Link} to={home} aria-label={t('home')} sx={{ display: 'flex', textDecoration: 'none', mr: 1.5 }}>
            <Logo compact />
          </Box>
          <IconButton
            aria-label={t('openMenu')}
            aria-controls={drawerId}
            aria-expanded={drawerOpen}
            onClick={onToggleDrawer}
            sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px', ml: { md: 'auto' }, '&:hover': { bgcolor: 'secondary.dark', color: 'secondary.contrastText' } }}
          >
            <MenuIcon fontSize="small" />
          </IconButton>
        </Box>
        <SearchSection />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }} sx={{ alignItems: 'center' }}>
          <ThemeModeToggle />
          <NotificationSection />
          <ProfileSection />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}

export default Header;
