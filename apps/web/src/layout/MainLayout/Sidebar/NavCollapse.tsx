import { useState, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router';
import { flattenMenu, type MenuItem } from '@carcare/contracts';
import { isItemSelected } from './isItemSelected';
import { MenuIcon } from '../../../components/MenuIcon';
import { selectionPath } from './selectionPath';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue, menuTitle } from '../layoutTexts';

/**
 * An expandable sub-menu (type "collapse"), e.g. Settings; open while one of its pages is shown.
 * Its entries come drawn by MenuEntry, which draws this collapse: passed in, not imported back.
 */
export function NavCollapse({ item, level, children }: { item: MenuItem; level: number; children: ReactNode }) {
  const t = useTexts(layoutCatalogue);
  const { pathname } = useLocation();
  const path = selectionPath(pathname);
  const containsCurrent = flattenMenu(item.children ?? []).some((child) => isItemSelected(child.id, path));
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [toggledAt, setToggledAt] = useState(pathname);
  // A navigation resets a manual toggle so the group follows the page again.
  if (toggledAt !== pathname) {
    setToggledAt(pathname);
    setToggled(null);
  }
  const open = toggled ?? containsCurrent;
  const listId = `menu-collapse-${item.id}`;
  return (
    <>
      <ListItemButton
        onClick={() => setToggled(!open)}
        aria-expanded={open}
        aria-controls={listId}
        selected={containsCurrent && !open}
        sx={{ pl: level > 1 ? 4.5 : 2 }}
      >
        <ListItemIcon>
          <MenuIcon name={item.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={menuTitle(t, item.title)} secondary={item.caption} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" id={listId} disablePadding aria-label={menuTitle(t, item.title)}>
          {children}
        </List>
      </Collapse>
    </>
  );
}

export default NavCollapse;
