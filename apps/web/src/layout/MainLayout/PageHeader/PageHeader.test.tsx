import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { menuForUserType } from '@carcare/contracts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { PageHeader } from './PageHeader';
import { viewportWidth } from '../../../test/mediaQueries';

function crumbsShown() {
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(trail)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('MuiBreadcrumbs-li'))
    .map((item) => item.textContent);
}

const renderHeader = (path: string) =>
  renderWithProviders(<PageHeader userType="super_admin" menu={menuForUserType('super_admin')} topLevelPaths={['/main/service']} />, { path });

afterEach(() => vi.unstubAllGlobals());

describe('PageHeader breadcrumbs', () => {
  it('shows the whole trail on a desktop', () => {
    viewportWidth(1440);
    renderHeader('/main/edit-service/42');
    expect(crumbsShown()).toEqual(['Dashboard', 'Management', 'Services', 'Edit Service']);
  });

  it('on a phone keeps the last two crumbs on one line, the parent still a link', async () => {
    viewportWidth(375);
    renderHeader('/main/edit-service/42');
    await waitFor(() => expect(crumbsShown()).toEqual(['Services', 'Edit Service']));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/main/service');
    // One line: nothing wraps, so no separator ends a line on its own.
    expect(getComputedStyle(trail.querySelector('ol')!).flexWrap).toBe('nowrap');
    expect(trail.querySelector('ol')!.lastElementChild).toHaveClass('MuiBreadcrumbs-li');
  });
});
