import { createElement } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DefaultIcon from '@mui/icons-material/FiberManualRecord';
import type { MenuIconComponent } from '../../../app/defineFeature';
import { FEATURES } from '../../../app/features';

/** The map from a menu item's `icon` key (contracts menu data) to its icon, as the features declare them. */
const MENU_ICONS: Readonly<Record<string, MenuIconComponent>> = Object.assign({}, ...FEATURES.map((feature) => feature.icons ?? {}));

/** The icon of a menu item's `icon` key; a small dot when the key is unknown. */
export function MenuIcon({ name, ...props }: SvgIconProps & { name: string | undefined }) {
  return createElement((name && MENU_ICONS[name]) || DefaultIcon, props);
}
