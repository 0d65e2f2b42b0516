import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@carcare/contracts';
import { MenuEntry } from './MenuEntry';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue, menuTitle } from '../layoutTexts';

/** A titled section of the menu (type "group"). */
export function NavGroup({ item, last }: { item: MenuItem; last: boolean }) {
  const t = useTexts(layoutCatalogue);
  const headingId = `menu-group-${item.id}`;
  return (
    <>
      <List
        component="div"
        aria-labelledby={headingId}
        subheader={
          <ListSubheader component="div" id={headingId} disableSticky sx={{ bgcolor: 'transparent', lineHeight: 1.5, py: 1.25, px: 1.5 }}>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {menuTitle(t, item.title)}
            </Typography>
            {item.caption && (
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {item.caption}
              </Typography>
            )}
          </ListSubheader>
        }
      >
        {(item.children ?? []).map((child) => (
          <MenuEntry key={child.id} item={child} level={1} />
        ))}
      </List>
      {!last && <Divider sx={{ my: 1 }} />}
    </>
  );
}

export default NavGroup;
