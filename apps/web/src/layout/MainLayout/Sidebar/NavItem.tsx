import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '@carcare/contracts';
import { preloadConsolePage } from '../../../app/consoleRoutes';
import { useAppDispatch } from '../../../app/hooks';
import { menuOpen } from '../../../app/customization/customizationSlice';
import { isItemSelected } from './isItemSelected';
import { MenuIcon } from '../../../components/MenuIcon';
import { selectionPath } from './selectionPath';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue, menuTitle } from '../layoutTexts';

/** A navigable menu entry (type "item"). */
export function NavItem({ item, level }: { item: MenuItem; level: number }) {
  const t = useTexts(layoutCatalogue);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const selected = isItemSelected(item.id, selectionPath(pathname));
  const nested = level > 1;
  const linkProps = item.external
    ? { component: 'a' as const, href: item.url, target: item.target ? '_blank' : undefined, rel: item.target ? 'noreferrer' : undefined }
    : { component: Link, to: item.url ?? '#' };
  // The page's code starts loading when the pointer or focus reaches the item, before the click.
  const preload = item.external ? undefined : () => preloadConsolePage(item.url);
  return (
    <ListItemButton
      {...linkProps}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={() => dispatch(menuOpen(item.id))}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      sx={{ pl: nested ? 4.5 : 2 }}
    >
      <ListItemIcon>
        <MenuIcon name={item.icon} fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={menuTitle(t, item.title)}
        secondary={item.caption}
        slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 400 } } }}
      />
      {item.chip && <Chip size="small" label={item.chip.label} color="primary" />}
    </ListItemButton>
  );
}

export default NavItem;
