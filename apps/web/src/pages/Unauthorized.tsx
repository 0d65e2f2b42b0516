import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { Link } from 'react-router';
import { SIGN_IN_PATH, homeForUserType, isUserType } from '@carcare/contracts';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser, selectIsAuthenticated } from '../app/session/authSlice';
import { useLogout } from '../features/auth/public';
import { useTexts } from '../i18n/useTexts';
import { pageCatalogue } from './pageTexts';
import { useEndFirstFrame } from '../app/firstFrame';

function UnauthorizedCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <LockPersonOutlined aria-hidden sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} />
          <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * Where an account without a console role lands (spec redirect table, "anything else"). An admin
 * with a role can reach it too (an old bookmark, a link meant for another role): nothing is wrong
 * with their account, so they are told the page is another console's and sent to their own.
 */
export function Unauthorized() {
  useEndFirstFrame();
  const t = useTexts(pageCatalogue);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();

  if (signedIn && user && isUserType(user.user_type)) {
    return (
      <UnauthorizedCard title={t('otherConsoleTitle')}>
        <Typography variant="body1" sx={{ mb: 3 }}>
          {t('otherConsoleText', { name: user.name, role: t(`role.${user.user_type}`) })}
        </Typography>
        <Button variant="contained" component={Link} to={homeForUserType(user.user_type)}>
          {t('goToDashboard')}
        </Button>
      </UnauthorizedCard>
    );
  }

  return (
    <UnauthorizedCard title={t('noAccessTitle')}>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {signedIn ? (user?.name ? t('noRoleNamed', { name: user.name }) : t('noRole')) : t('forRoleless')}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('whoMayUse')}
      </Typography>
      {signedIn ? (
        <Button variant="contained" onClick={() => void logout()}>
          {t('signOut')}
        </Button>
      ) : (
        <Button variant="contained" component={Link} to={SIGN_IN_PATH}>
          {t('goToSignIn')}
        </Button>
      )}
    </UnauthorizedCard>
  );
}

export default Unauthorized;
