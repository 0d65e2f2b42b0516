import Box from '@mui/material/Box';
import type { MenuItem } from '@carcare/contracts';
import { MenuItemsError } from './MenuEntry';
import { NavGroup } from './NavGroup';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';

/** The side menu from menu data: top-level entries must be groups. */
export function MenuList({ items }: { items: readonly MenuItem[] }) {
  const t = useTexts(layoutCatalogue);
  return (
    <Box component="nav" aria-label={t('mainMenu')}>
      {items.map((item, index) =>
        item.type === 'group' ? <NavGroup key={item.id} item={item} last={index === items.length - 1} /> : <MenuItemsError key={item.id} />,
      )}
    </Box>
  );
}

export default MenuList;
