import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { restoreApi, type Handler, posts, postsTo } from '../../app/testing/fakeApi';
import { renderDialogOverApi } from '../../test/renderOverApi';
import { PayDialog } from './PayDialog';
import { testSettlement } from './testing/samples';

const statement = testSettlement();
const renderDialog = (onPost: Handler) =>
  renderDialogOverApi((onClose) => <PayDialog statement={statement} onClose={onClose} />, { admin: { user_type: 'super_admin', workshop_id: null } }, postsTo('/api/v1/settlements/7/pay', onPost));

const dialog = () => screen.getByRole('dialog', { name: 'Pay the statement' });
const utrBox = () => within(dialog()).getByRole('textbox', { name: /^UTR/ });
const confirm = () => within(dialog()).getByRole('button', { name: 'Confirm payment of ₹2,650' });

afterEach(restoreApi);

describe('Pay statement dialog', () => {
  it('names the amount, the workshop and the week before anything is paid', () => {
    renderDialog(() => ({ status: 200, data: {} }));
    expect(within(dialog()).getByText(/Record the bank transfer of ₹2,650 to Sparkle Auto Care for the week 23 Nov 2026 – 29 Nov 2026/)).toBeInTheDocument();
  });

  it('sends the UTR upper-cased and trimmed with the statement’s version, then says it is paid', async () => {
    const { user, seen, closed } = renderDialog(() => ({ status: 200, data: testSettlement({ status: 'paid', utr: 'HDFCN52026113012', version: 4 }) }));
    await user.type(utrBox(), '  hdfcn52026113012 ');
    await user.click(confirm());
    expect(await screen.findByText('Statement paid')).toBeInTheDocument();
    expect(posts(seen)[0]!.body).toEqual({ version: 3, utr: 'HDFCN52026113012' });
    expect(closed()).toBe(1);
  });

  it('refuses a missing or malformed UTR without calling the server', async () => {
    const { user, seen } = renderDialog(() => ({ status: 200, data: {} }));
    await user.click(confirm());
    expect(await within(dialog()).findByText('Enter the UTR')).toBeInTheDocument();
    await user.type(utrBox(), 'UTR-123');
    await user.click(confirm());
    expect(await within(dialog()).findByText('A UTR is 12 to 22 letters and digits, as the bank gives it')).toBeInTheDocument();
    await user.clear(utrBox());
    await user.type(utrBox(), 'A'.repeat(23));
    await user.click(confirm());
    expect(await within(dialog()).findByText('A UTR is 12 to 22 letters and digits, as the bank gives it')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it.each([
    ['STALE_VERSION', 'This statement changed meanwhile (version 4, you have 3)'],
    ['DUPLICATE', 'UTR HDFCN52026113012 is already recorded'],
    ['NOTHING_TO_PAY', 'Nothing to pay: the payable figure is ₹0'],
  ])('shows the server’s %s refusal and stays open', async (code, message) => {
    const { user, closed } = renderDialog(() => ({ status: 409, data: { code, message } }));
    await user.type(utrBox(), 'HDFCN52026113012');
    await user.click(confirm());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(closed()).toBe(0);
  });
});
