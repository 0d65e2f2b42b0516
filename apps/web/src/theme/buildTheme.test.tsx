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
