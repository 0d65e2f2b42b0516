import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { config } from '../config';
import { buildTheme } from './buildTheme';

const rem = (size: string) => parseFloat(size);

describe('console theme', () => {
  it.each(['light', 'dark'] as const)('sets every dialog title larger and bolder than its text (%s)', (mode) => {
    const theme = buildTheme({ mode, fontFamily: 'Roboto', borderRadius: config.borderRadius });
    render(
      <ThemeProvider theme={theme}>
        <Dialog open aria-labelledby="t">
          <DialogTitle id="t">Confirm Logout</DialogTitle>
          <DialogContent>
            <DialogContentText>Are you sure you want to logout?</DialogContentText>
          </DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    const title = getComputedStyle(screen.getByRole('heading', { name: 'Confirm Logout' }));
    const text = getComputedStyle(screen.getByText('Are you sure you want to logout?'));
    expect(rem(title.fontSize)).toBeGreaterThanOrEqual(rem(text.fontSize) * 1.25);
    expect(Number(title.fontWeight)).toBeGreaterThanOrEqual(600);
  });
});

describe('buildTheme in Hindi', () => {
  it('adds MUI’s hiIN texts and the DataGrid’s Hindi, and a Devanagari face after the Latin one', async () => {
    const { hindiThemeLocales } = await import('../i18n/muiHindi');
    const theme = buildTheme({ mode: 'light', fontFamily: `'Roboto', sans-serif`, borderRadius: config.borderRadius, locales: hindiThemeLocales });
    const components = theme.components as Record<string, { defaultProps?: Record<string, unknown> }>;
    expect((components.MuiDataGrid?.defaultProps?.localeText as { noRowsLabel: string }).noRowsLabel).toBe('कोई पंक्ति नहीं');
    expect(components.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBeTruthy();
    expect(theme.typography.fontFamily).toBe(`'Roboto', 'Noto Sans Devanagari', sans-serif`);
    // English keeps MUI's own texts.
    const english = buildTheme({ mode: 'light', fontFamily: 'Roboto', borderRadius: config.borderRadius });
    expect((english.components as Record<string, unknown>).MuiDataGrid).toBeUndefined();
  });
});

describe('buildTheme with less motion', () => {
  it('turns transitions and ripples off only when the system asks for less motion', () => {
    const still = buildTheme({ mode: 'light', fontFamily: 'Roboto', borderRadius: config.borderRadius, reducedMotion: true });
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.duration.leavingScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
    // The dialog title's override, set before, survives the merge.
    expect(still.components?.MuiDialogTitle?.styleOverrides).toBeDefined();

    const moving = buildTheme({ mode: 'light', fontFamily: 'Roboto', borderRadius: config.borderRadius });
    expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
