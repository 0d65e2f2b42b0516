import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { flattenMenu, isUserType, menuForUserType, readableRole } from '@carcare/contracts';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser, selectUserType } from '../features/auth/authSlice';
import { MenuIcon } from '../layout/MainLayout/Sidebar/menuIcons';

/** A role's dashboard: a welcome card and shortcuts to its areas; figures come in a later release. */
export function Dashboard() {
  const user = useAppSelector(selectCurrentUser);
  const userType = useAppSelector(selectUserType);
  const areas = isUserType(userType) ? flattenMenu(menuForUserType(userType)).filter((item) => item.id !== 'default') : [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card sx={{ bgcolor: 'secondary.dark', color: 'secondary.contrastText', position: 'relative', overflow: 'hidden' }}>
        <Box aria-hidden sx={{ position: 'absolute', width: 210, height: 210, borderRadius: '50%', bgcolor: 'secondary.main', top: -85, right: -95, opacity: 0.6 }} />
        <CardContent sx={{ position: 'relative' }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Welcome, {user?.name ?? 'admin'}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ mb: 2, opacity: 0.9 }}>
            {readableRole(userType)}
          </Typography>
          <Typography variant="body1" sx={{ maxWidth: 560 }}>
            Figures for your area (requests, revenue, workers on leave) arrive in a later release. Meanwhile, your areas
            are one click away below and in the menu.
          </Typography>
        </CardContent>
      </Card>
      <Box component="section" aria-labelledby="areas-title">
        <Typography id="areas-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          Your areas
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {areas.map((item) => (
              <Card key={item.id}>
                <CardActionArea component={Link} to={item.url ?? '#'} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.light', color: 'primary.dark' }}>
                      <MenuIcon name={item.icon} fontSize="small" aria-hidden />
                    </Box>
                    <Typography variant="subtitle1" component="span">
                    {item.title}
                  </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

export default Dashboard;
