import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES } from '@carcare/contracts';
import { renderWithProviders } from '../components/testing/renderWithProviders';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });

  it('shows 404, the spec title and text, and a button back to /main', () => {
    renderWithProviders(<NotFound />, { path: '/nowhere' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToDashboard })).toHaveAttribute('href', '/main');
  });

  it('scrolls smoothly to the top when it appears', () => {
    renderWithProviders(<NotFound />, { path: '/nowhere' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('enters with a 0.5 s animation', () => {
    renderWithProviders(<NotFound />, { path: '/nowhere' });
    const style = getComputedStyle(screen.getByTestId('not-found'));
    expect(style.animation || style.animationDuration).toMatch(/0\.5s/);
  });
});
