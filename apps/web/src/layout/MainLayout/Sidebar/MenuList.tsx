import Box from '@mui/material/Box';
import type { MenuItem } from '@carcare/contracts';
import { MenuItemsError } from './MenuEntry';
import { NavGroup } from './NavGroup';

/** The side menu from menu data: top-level entries must be groups. */
export function MenuList({ items }: { items: readonly MenuItem[] }) {
  return (
    <Box component="nav" aria-label="Main menu">
      {items.map((item, index) =>
        item.type === 'group' ? <NavGroup key={item.id} item={item} last={index === items.length - 1} /> : <MenuItemsError key={item.id} />,
      )}
    </Box>
  );
}

export default MenuList;
