import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { Link } from 'react-router';
import { SIGN_IN_PATH } from '@carcare/contracts';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser, selectIsAuthenticated } from '../features/auth/authSlice';
import { useLogout } from '../features/auth/useLogout';

/** Where an account without a console role lands (spec redirect table, "anything else"). */
export function Unauthorized() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <LockPersonOutlined aria-hidden sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} />
          <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
            No access to the console
          </Typography>
          <Typography variant="body1" sx={{ mb: 1 }}>
            {signedIn
              ? `You are signed in${user?.name ? ` as ${user.name}` : ''}, but your account has no console role.`
              : 'This page is for accounts without a console role.'}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
            The console is for super admins, workshop admins and society managers. Ask a super admin to give your account
            one of these roles, then sign in again.
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
        </CardContent>
      </Card>
    </Box>
  );
}

export default Unauthorized;
