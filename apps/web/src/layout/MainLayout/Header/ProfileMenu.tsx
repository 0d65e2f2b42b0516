import { useState } from 'react';
import Box from '@mui/material/Box';
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
import { Link } from 'react-router';
import { BASE_PATH, ROLE_HOME, isUserType, profilePathForUserType } from '@carcare/contracts';
import { useAppSelector } from '../../../app/hooks';
import { HELP_ROUTE_PATH } from '../../../features/help/public';
import { selectUserType } from '../../../app/session/authSlice';
import { LogoutDialog } from './LogoutDialog';
import { useTexts } from '../../../i18n/useTexts';
import { LanguageButtons } from '../../../i18n/LanguageButtons';
import { useLanguageChoice } from '../../../features/auth/public';
import { layoutCatalogue } from '../layoutTexts';

/**
 * The account menu: name, readable role, language, Profile, Help and Logout (with its confirmation).
 * Loaded when the avatar button is first pointed at, focused or pressed (ProfileSection).
 */
export function ProfileMenu({ anchor, onClose, name, role }: { anchor: HTMLElement | null; onClose: () => void; name: string; role: string }) {
  const t = useTexts(layoutCatalogue);
  const userType = useAppSelector(selectUserType);
  const [confirming, setConfirming] = useState(false);
  const chooseLanguage = useLanguageChoice();
  return (
    <>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={onClose}
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
          <MenuItem component={Link} to={profilePathForUserType(userType)} onClick={onClose} sx={{ borderRadius: 2 }}>
            <ListItemIcon>
              <PersonOutlineOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('profile')}</ListItemText>
          </MenuItem>
          <MenuItem component={Link} to={`${isUserType(userType) ? ROLE_HOME[userType] : BASE_PATH}/${HELP_ROUTE_PATH}`} onClick={onClose} sx={{ borderRadius: 2 }}>
            <ListItemIcon>
              <HelpOutlineOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('help')}</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              onClose();
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

export default ProfileMenu;
