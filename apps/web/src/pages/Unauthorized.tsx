import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { Link } from 'react-router';
import { SIGN_IN_PATH, homeForUserType, isUserType, readableRole } from '@carcare/contracts';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser, selectIsAuthenticated } from '../features/auth/authSlice';
import { useLogout } from '../features/auth/useLogout';

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
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();

  if (signedIn && user && isUserType(user.user_type)) {
    return (
      <UnauthorizedCard title="This page is not part of your console">
        <Typography variant="body1" sx={{ mb: 3 }}>
          {`You are signed in as ${user.name} (${readableRole(user.user_type)}). The page you opened belongs to another role’s console.`}
        </Typography>
        <Button variant="contained" component={Link} to={homeForUserType(user.user_type)}>
          Go to your dashboard
        </Button>
      </UnauthorizedCard>
    );
  }

  return (
    <UnauthorizedCard title="No access to the console">
      <Typography variant="body1" sx={{ mb: 1 }}>
        {signedIn
          ? `You are signed in${user?.name ? ` as ${user.name}` : ''}, but your account has no console role.`
          : 'This page is for accounts without a console role.'}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
        The console is for super admins, workshop admins and society managers. Ask a super admin to give your account one of
        these roles, then sign in again.
      </Typography>
      {signedIn ? (
        <Button variant="contained" onClick={() => void logout()}>
          Sign out
        </Button>
      ) : (
        <Button variant="contained" component={Link} to={SIGN_IN_PATH}>
          Go to sign in
        </Button>
      )}
    </UnauthorizedCard>
  );
}

export default Unauthorized;
