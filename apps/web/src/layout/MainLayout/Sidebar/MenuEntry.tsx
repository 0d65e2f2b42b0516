import Typography from '@mui/material/Typography';
import type { MenuItem } from '@carcare/contracts';
import { NavCollapse } from './NavCollapse';
import { NavItem } from './NavItem';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';

/** Renders one menu entry inside a group or collapse by its type. */
export function MenuEntry({ item, level }: { item: MenuItem; level: number }) {
  switch (item.type) {
    case 'collapse':
      return (
        <NavCollapse item={item} level={level}>
          {(item.children ?? []).map((child) => (
            <MenuEntry key={child.id} item={child} level={level + 1} />
          ))}
        </NavCollapse>
      );
    case 'item':
      return <NavItem item={item} level={level} />;
    default:
      return <MenuItemsError />;
  }
}

/** Spec §3: an unknown menu item type shows this text. */
export function MenuItemsError() {
  const t = useTexts(layoutCatalogue);
  return (
    <Typography variant="h6" component="p" color="error" align="center" sx={{ py: 1 }}>
      {t('menuItemsError')}
    </Typography>
  );
}

export default MenuEntry;
