import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppBar, Dialog, DialogTitle } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../theme/buildTheme';
import { DetailsDrawer } from './DetailsDrawer';

/** The z-index of the outermost layer (modal root or app bar) an element sits in: it decides what covers what. */
function layerOf(element: HTMLElement): number {
  let layer = 0;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const z = getComputedStyle(node).zIndex;
    if (z && z !== 'auto') layer = Number(z);
  }
  return layer;
}

describe('DetailsDrawer', () => {
  it('sits above the app bar and below a dialog opened from it, so the dialog’s backdrop dims it', () => {
    const theme = buildTheme({ mode: 'light', fontFamily: 'Roboto', borderRadius: 12 });
    render(
      <ThemeProvider theme={theme}>
        <AppBar position="fixed" data-testid="app-bar" sx={{ zIndex: theme.zIndex.drawer + 1 }} />
        <DetailsDrawer open onClose={() => undefined} titleId="drawer-title" width={420}>
          <h2 id="drawer-title">Transaction TX-000001</h2>
          <Dialog open aria-labelledby="refund-title">
            <DialogTitle id="refund-title">Refund payment</DialogTitle>
          </Dialog>
        </DetailsDrawer>
      </ThemeProvider>,
    );
    const drawer = layerOf(screen.getByRole('dialog', { name: 'Transaction TX-000001', hidden: true }));
    const dialog = layerOf(screen.getByRole('dialog', { name: 'Refund payment' }));
    expect(drawer).toBeGreaterThan(layerOf(screen.getByTestId('app-bar')));
    expect(dialog).toBeGreaterThan(drawer);
  });
});
