import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser, selectUserType } from '../../../app/session/authSlice';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue, roleName } from '../layoutTexts';

// The menu (a popover, the language buttons, the logout confirmation) is not needed to show a page: it
// loads when the avatar button is first pointed at or focused, and is kept once it has been opened.
const loadMenu = () => import('./ProfileMenu');
const ProfileMenu = lazy(loadMenu);

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
  const [everOpened, setEverOpened] = useState(false);
  const name = user?.name ?? roleName(t, userType);
  const role = roleName(t, userType);
  return (
    <>
      <ButtonBase
        // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
        aria-label={`${user?.avatar_url ? '' : `${initials(name)} `}${t('accountMenu')}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setEverOpened(true);
          setAnchor(event.currentTarget);
        }}
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
      {everOpened ? (
        <Suspense fallback={null}>
          <ProfileMenu anchor={anchor} onClose={() => setAnchor(null)} name={name} role={role} />
        </Suspense>
      ) : null}
    </>
  );
}

export default ProfileSection;
