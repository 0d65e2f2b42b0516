import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { RecordTabs } from './RecordTabs';

const page = (
  <RecordTabs history={<p>the history</p>}>
    <input aria-label="Name" />
  </RecordTabs>
);

describe('RecordTabs', () => {
  it('shows the details first and renders the history only once its tab is chosen, keeping the choice in the URL', async () => {
    renderWithProviders(page, { path: '/record', probeSearch: true });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('the history')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Half typed');

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('the history')).toBeVisible();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=history');

    // The details stayed mounted: what was being typed is still there.
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('opens on the History when the URL says so', () => {
    renderWithProviders(page, { path: '/record?tab=history', routePath: '/record' });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('the history')).toBeVisible();
  });

  it('moves between the tabs with the arrow keys, focus following the chosen tab', async () => {
    renderWithProviders(page, { path: '/record', probeSearch: true });
    screen.getByRole('tab', { name: 'Details' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByText('the history')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });
});
