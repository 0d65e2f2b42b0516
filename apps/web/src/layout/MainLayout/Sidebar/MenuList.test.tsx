import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, flattenMenu, menuForUserType, type MenuItem } from '@carcare/contracts';
import { renderWithProviders } from '../../../components/testing/renderWithProviders';
import { MenuList } from './MenuList';

describe('MenuList', () => {
  it('shows "Menu Items Error" for an unknown type, at top level and inside a group', () => {
    const menu: MenuItem[] = [
      { id: 'odd-top', title: 'Odd', type: 'widget' },
      { id: 'pages', title: 'Pages', type: 'group', children: [{ id: 'odd-child', title: 'Odd child', type: 'banner' }] },
    ];
    renderWithProviders(<MenuList items={menu} />);
    expect(screen.getAllByText(MESSAGES.menuItemsError)).toHaveLength(2);
    expect(screen.queryByText('Odd child')).not.toBeInTheDocument();
  });

  it.each(['super_admin', 'workshop_admin', 'society_manager'] as const)('renders every top-level label of the %s menu', (role) => {
    const menu = menuForUserType(role);
    renderWithProviders(<MenuList items={menu} />, { userType: role, path: '/x' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const topLevel = menu.flatMap((group) => group.children ?? []);
    for (const entry of topLevel) expect(within(nav).getByRole(entry.type === 'item' ? 'link' : 'button', { name: entry.title })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.menuItemsError)).not.toBeInTheDocument();
  });

  it('expands the Settings group on click and shows its three pages', async () => {
    renderWithProviders(<MenuList items={menuForUserType('super_admin')} />, { path: '/main/workshop-list' });
    const settings = screen.getByRole('button', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    await userEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    for (const title of ['Consent Form', 'Privacy Policy', 'Promotional Banners']) expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
  });

  it('opens Settings by itself and marks the item selected when one of its pages is shown', () => {
    renderWithProviders(<MenuList items={menuForUserType('super_admin')} />, { path: '/main/privacy' });
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Garage Admins' })).not.toHaveAttribute('aria-current');
  });

  it('links items to their urls and records the clicked id in customization.isOpen', async () => {
    const menu = menuForUserType('workshop_admin');
    const { store } = renderWithProviders(<MenuList items={menu} />, { userType: 'workshop_admin', path: '/workshop' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const item of flattenMenu(menu)) expect(screen.getByRole('link', { name: item.title })).toHaveAttribute('href', item.url);
    await userEvent.click(screen.getByRole('link', { name: 'Service List' }));
    expect(store.getState().customization.isOpen).toEqual(['list-service']);
  });

  it('marks the parent item of a deep page as the current page, and no other', () => {
    renderWithProviders(<MenuList items={menuForUserType('workshop_admin')} />, { userType: 'workshop_admin', path: '/workshop/edit-service/5' });
    expect(screen.getByRole('link', { name: 'Service List' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Service Form' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });
});
