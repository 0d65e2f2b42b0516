import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuItem, UserType } from '@carcare/contracts';
import { config } from '../../../config';
import { matchConsoleRoute } from '../../../app/consoleRoutes';
import { BackButton } from './BackButton';
import { buildBreadcrumbs } from './buildBreadcrumbs';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue, menuTitle } from '../layoutTexts';

/** On a phone the trail keeps only its last crumbs (where the page sits), on one line. */
const PHONE_CRUMBS = 2;

/** One line whatever the width: the crumbs shrink with an ellipsis, so no separator dangles at a line end. */
const oneLine = {
  minWidth: 0,
  maxWidth: '100%',
  '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
  '& .MuiBreadcrumbs-li': { minWidth: 0 },
  '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
} as const;
const clipped = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface PageHeaderProps {
  userType: UserType;
  menu: readonly MenuItem[];
  topLevelPaths: readonly string[];
}

/** Title, Back button and breadcrumb trail above every console page. */
export function PageHeader({ userType, menu, topLevelPaths }: PageHeaderProps) {
  const t = useTexts(layoutCatalogue);
  const { pathname } = useLocation();
  const route = matchConsoleRoute(userType, pathname);
  const crumbs = buildBreadcrumbs({ userType, menu, pathname });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const firstShown = phone ? Math.max(0, crumbs.length - PHONE_CRUMBS) : 0;
  const title = menuTitle(t, route?.title ?? crumbs.at(-1)?.title ?? '');
  return (
    <Paper
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: { xs: 2, sm: 3 }, py: 2, mb: 3, displayPrint: 'none' }}
    >
      <BackButton topLevelPaths={topLevelPaths} />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, flexGrow: 1 }}>
        {title}
      </Typography>
      {crumbs.length > 1 && (
        <Breadcrumbs
          aria-label={t('breadcrumb')}
          maxItems={config.breadcrumbsMaxItems}
          separator={<NavigateNext fontSize="small" />}
          sx={phone ? oneLine : undefined}
        >
          {crumbs.map((crumb, index) => {
            if (index < firstShown) return null;
            const last = index === crumbs.length - 1;
            const label = (
              <Box component="span" sx={phone ? clipped : { display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {index === 0 && <HomeOutlined sx={{ fontSize: '1rem', verticalAlign: 'text-bottom', mr: 0.5 }} aria-hidden />}
                {menuTitle(t, crumb.title)}
              </Box>
            );
            if (crumb.url && !last) {
              return (
                <Link key={`${menuTitle(t, crumb.title)}-${index}`} component={RouterLink} to={crumb.url} underline="always" color="inherit" variant="body1" sx={phone ? clipped : undefined}>
                  {label}
                </Link>
              );
            }
            return (
              <Typography
                key={`${menuTitle(t, crumb.title)}-${index}`}
                variant="body1"
                sx={{ color: last ? 'text.primary' : 'text.secondary', ...(phone ? clipped : {}) }}
                aria-current={last ? 'page' : undefined}
              >
                {label}
              </Typography>
            );
          })}
        </Breadcrumbs>
      )}
    </Paper>
  );
}

export default PageHeader;
