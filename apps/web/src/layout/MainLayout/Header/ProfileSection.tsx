import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link } from 'react-router';
import { BASE_PATH, ROLE_HOME, isUserType, profilePathForUserType } from '@carcare/contracts';
import { useAppSelector } from '../../../app/hooks';
import { HELP_ROUTE_PATH } from '../../../features/help/feature';
import { selectCurrentUser, selectUserType } from '../../../features/auth/authSlice';
import { LogoutDialog } from './LogoutDialog';
import { useTexts } from '../../../i18n/useTexts';
import { LanguageButtons } from '../../../i18n/LanguageButtons';
import { useLanguageChoice } from '../../../features/auth/useLanguageChoice';
import { layoutCatalogue, roleName } from '../layoutTexts';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** Avatar chip opening the account menu: name, readable role, language, Profile and Logout. */
export function ProfileSection() {
  const t = useTexts(layoutCatalogue);
  const user = useAppSelector(selectCurrentUser);
  const userType = useAppSelector(selectUserType);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = user?.name ?? roleName(t, userType);
  const role = roleName(t, userType);
  const chooseLanguage = useLanguageChoice();
  return (
    <>
      <ButtonBase
        // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
        aria-label={`${user?.avatar_url ? '' : `${initials(name)} `}${t('accountMenu')}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          ml: 1,
          height: 48,
          pl: 0.75,
          pr: 1.25,
          gap: 1,
          borderRadius: '27px',
          bgcolor: 'primary.light',
          color: 'primary.dark',
          '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Avatar src={user?.avatar_url ?? undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: '0.875rem' }}>
          {initials(name)}
        </Avatar>
        <SettingsOutlined fontSize="small" />
      </ButtonBase>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('accountMenu'), sx: { width: 260, mt: 1.5, boxShadow: 3 } } as object }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="profile-role">
            {role}
          </Typography>
        </Box>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <LanguageButtons label={t('language')} onChoose={(language) => void chooseLanguage(language)} />
        </Box>
        <Divider />
        <MenuList autoFocusItem={Boolean(anchor)} aria-label={t('accountMenu')} sx={{ p: 1 }}>
          <MenuItem component={Link} to={profilePathForUserType(userType)} onClick={() => setAnchor(null)} sx={{ borderRadius: 2 }}>
            <ListItemIcon>
              <PersonOutlineOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('profile')}</ListItemText>
          </MenuItem>
          <MenuItem component={Link} to={`${isUserType(userType) ? ROLE_HOME[userType] : BASE_PATH}/${HELP_ROUTE_PATH}`} onClick={() => setAnchor(null)} sx={{ borderRadius: 2 }}>
            <ListItemIcon>
              <HelpOutlineOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('help')}</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setConfirming(true);
            }}
            sx={{ borderRadius: 2 }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('logout')}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

export default ProfileSection;
