import { createElement } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DefaultIcon from '@mui/icons-material/FiberManualRecord';
import type { MenuIconComponent } from '../app/defineFeature';
import { registeredFeatures } from '../app/featureRegistry';

let menuIcons: Readonly<Record<string, MenuIconComponent>> | undefined;

/** The map from a menu item's `icon` key (contracts menu data) to its icon, as the features declare them. */
function iconMap(): Readonly<Record<string, MenuIconComponent>> {
  if (!menuIcons) menuIcons = Object.assign({}, ...registeredFeatures().map((feature) => feature.icons ?? {})) as Record<string, MenuIconComponent>;
  return menuIcons;
}

/** The icon of a menu item's `icon` key; a small dot when the key is unknown. */
export function MenuIcon({ name, ...props }: SvgIconProps & { name: string | undefined }) {
  return createElement((name && iconMap()[name]) || DefaultIcon, props);
}
