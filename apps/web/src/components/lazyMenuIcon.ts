import { createElement, useEffect, useState } from 'react';
import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { MenuIconComponent } from '../app/defineFeature';

/**
 * A menu icon whose drawing loads on its own, after the page: every console page loads the route
 * table the menu is declared in, and the icons' paths drawn in it cost every page's first load more
 * than all of them together cost once the page is up. Until it arrives the icon is an empty icon of
 * the same size, so the menu does not move.
 */
export function lazyMenuIcon(load: () => Promise<{ default: MenuIconComponent }>): MenuIconComponent {
  let loaded: MenuIconComponent | null = null;
  let loading: Promise<MenuIconComponent> | null = null;
  function LazyMenuIcon(props: SvgIconProps) {
    const [icon, setIcon] = useState(() => loaded);
    useEffect(() => {
      if (icon) return;
      let live = true;
      loading ??= load().then((module) => (loaded = module.default));
      void loading.then((drawn) => live && setIcon(() => drawn));
      return () => {
        live = false;
      };
    }, [icon]);
    return createElement(icon ?? SvgIcon, props);
  }
  return LazyMenuIcon as unknown as MenuIconComponent;
}
