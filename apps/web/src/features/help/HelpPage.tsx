import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ROLE_HOME, flattenMenu, isUserType, menuForUserType, type MenuItem, type UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { MenuIcon } from '../../components/MenuIcon';
import { selectUserType } from '../auth/public';
import { useTexts } from '../../i18n/useTexts';
import { helpCatalogue, menuItemHelp } from './helpTexts';

function HelpItem({ role, item }: { role: UserType; item: MenuItem }) {
  const t = useTexts(helpCatalogue);
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start', gap: 2 }}>
      <MenuIcon name={item.icon} fontSize="small" aria-hidden sx={{ mt: 0.5, color: 'primary.main' }} />
      <div>
        <Link component={RouterLink} to={item.url ?? ROLE_HOME[role]} underline="always" variant="subtitle1">
          {item.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {menuItemHelp(t, role, item.id)}
        </Typography>
      </div>
    </ListItem>
  );
}

/** A help line of something outside the menu: its name (a link to its page, where it has one) and what it is for. */
function HelpLine({ title, help, to, last = false }: { title: string; help: string; to?: string; last?: boolean }) {
  return (
    <ListItem disableGutters divider={!last} sx={{ display: 'block' }}>
      {to ? (
        <Link component={RouterLink} to={to} underline="always" variant="subtitle1">
          {title}
        </Link>
      ) : (
        <Typography variant="subtitle1">{title}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
    </ListItem>
  );
}

/** sample-page: a short help for the role, one line per item of its menu (the menu itself is the source). */
export default function HelpPage() {
  const userType = useAppSelector(selectUserType);
  const t = useTexts(helpCatalogue);
  if (!isUserType(userType)) return null;
  const groups = menuForUserType(userType);
  return (
    <Card component="section" aria-label={t('topics')}>
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography>{t('intro')}</Typography>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`help-${group.id}`}>
            <Typography id={`help-${group.id}`} variant="h4" component="h2" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
            <List disablePadding aria-labelledby={`help-${group.id}`}>
              {flattenMenu(group.children ?? [group]).map((item) => (
                <HelpItem key={item.id} role={userType} item={item} />
              ))}
            </List>
          </section>
        ))}
        <section aria-labelledby="help-elsewhere">
          <Typography id="help-elsewhere" variant="h4" component="h2" sx={{ mb: 1 }}>
            {t('elsewhere')}
          </Typography>
          <List disablePadding>
            <HelpLine title={t('profile')} help={t('profileHelp')} to={`${ROLE_HOME[userType]}/profile`} />
            <HelpLine title={t('notifications')} help={t('notificationsHelp')} to={`${ROLE_HOME[userType]}/notifications`} />
            <HelpLine title={t('search')} help={t('searchHelp')} last />
          </List>
        </section>
      </CardContent>
    </Card>
  );
}
