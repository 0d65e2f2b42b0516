import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Button, Chip, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { config } from '../config';
import { buildTheme } from './buildTheme';
import { WARNING_TEXT_LIGHT, warningAsText } from './warningText';
import { systemAsksLessMotion } from '../test/mediaQueries';

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

describe('warning written as text', () => {
  afterEach(cleanup);

  it.each(['light', 'dark'] as const)('writes an outlined chip and a text button with warningAsText in a readable warning tone (%s)', (mode) => {
    const theme = buildTheme({ mode, fontFamily: 'Roboto', borderRadius: config.borderRadius });
    render(
      <ThemeProvider theme={theme}>
        <Chip color="warning" variant="outlined" label="Pending leave" sx={warningAsText} />
        <Button color="warning" sx={warningAsText}>
          Withdraw
        </Button>
      </ThemeProvider>,
    );
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    const expected = rgb(mode === 'light' ? WARNING_TEXT_LIGHT : theme.palette.warning.main);
    expect(getComputedStyle(screen.getByText('Pending leave').parentElement!).color).toBe(expected);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Withdraw' })).color).toBe(expected);
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

describe('buildTheme and less motion', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** The CSS transition a dialog's backdrop fades in with, under the console's theme. */
  function backdropTransition(): string {
    render(
      <ThemeProvider theme={buildTheme({ mode: 'light', fontFamily: 'Roboto', borderRadius: config.borderRadius })}>
        <Dialog open aria-labelledby="t">
          <DialogTitle id="t">Confirm Logout</DialogTitle>
        </Dialog>
      </ThemeProvider>,
    );
    return document.querySelector<HTMLElement>('.MuiBackdrop-root')!.style.transition;
  }

  it('fades dialogs in, or shows them at once when the system asks for less motion', () => {
    systemAsksLessMotion(false);
    expect(backdropTransition()).toMatch(/^opacity 225ms/);
    cleanup();
    systemAsksLessMotion(true);
    expect(backdropTransition()).toMatch(/^opacity 0ms/);
  });
});
