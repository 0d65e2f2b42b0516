import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { testAdmin } from '../../app/testing/testAdmin';
import { restoreApi, type Handler, posts, postsTo } from '../../app/testing/fakeApi';
import { renderDialogOverApi } from '../../test/renderOverApi';
import { RefundDialog } from './RefundDialog';
import { testTransaction, testTransactionDetails } from './testing/samples';

const auth = { currentUser: testAdmin({ user_type: 'super_admin', workshop_id: null }), token: 'access', r_token: 'refresh', error: null, loading: false };
/** ₹2,799 paid, ₹799 already refunded: ₹2,000 left. */
const payment = testTransaction({ refunded_paise: 79_900, refundable_paise: 200_000 });

const renderDialog = (onPost: Handler) =>
  renderDialogOverApi((onClose) => <RefundDialog payment={payment} onClose={onClose} />, { preloadedState: { auth } }, postsTo('/api/v1/transactions/21/refund', onPost));

const dialog = () => screen.getByRole('dialog', { name: 'Refund payment' });
const amountBox = () => within(dialog()).getByRole('textbox', { name: /^Amount/ });
const noteBox = () => within(dialog()).getByRole('textbox', { name: /^Note/ });

afterEach(restoreApi);

describe('Refund payment dialog', () => {
  it('opens with the refundable amount in rupees and says the most that can be refunded', () => {
    renderDialog(() => ({ status: 201, data: {} }));
    expect(amountBox()).toHaveValue('2000');
    expect(within(dialog()).getByText('At most ₹2,000')).toBeInTheDocument();
    expect(within(dialog()).getByText(/Refund part or all of TX-000021 \(₹2,799 paid by UPI\)/)).toBeInTheDocument();
  });

  it('sends the amount in paise with the note and the payment version, then says "Refund recorded"', async () => {
    const { user, seen, closed } = renderDialog(() => ({ status: 201, data: testTransactionDetails({ version: 5 }) }));
    await user.clear(amountBox());
    await user.type(amountBox(), '1,000.50');
    await user.type(noteBox(), '  Interior vacuum skipped ');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(1);
    expect(posts(seen)[0]!.body).toEqual({ amount_paise: 100_050, note: 'Interior vacuum skipped', version: 4 });
    expect(closed()).toBe(1);
  });

  it('shows the server’s 409 message and stays open', async () => {
    const message = 'At most ₹500 of this payment can still be refunded';
    const { user, seen, closed } = renderDialog(() => ({ status: 409, data: { code: 'REFUND_TOO_LARGE', message } }));
    await user.type(noteBox(), 'Customer complaint');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(posts(seen)[0]!.body).toEqual({ amount_paise: 200_000, note: 'Customer complaint', version: 4 });
    expect(closed()).toBe(0);
    expect(screen.queryByText('Refund recorded')).not.toBeInTheDocument();
  });

  it('refuses more than the refundable amount, a bad amount and a missing note without calling the server', async () => {
    const { user, seen } = renderDialog(() => ({ status: 201, data: {} }));
    await user.clear(amountBox());
    await user.type(amountBox(), '2000.01');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog()).findByText('At most ₹2,000 can be refunded')).toBeInTheDocument();
    expect(within(dialog()).getByText('Note is required')).toBeInTheDocument();
    await user.clear(amountBox());
    await user.type(amountBox(), '12.345');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog()).findByText('Enter an amount in rupees, e.g. 1499 or 1499.50')).toBeInTheDocument();
    await user.clear(amountBox());
    await user.type(amountBox(), '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog()).findByText('Refund amount must be more than zero')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('puts a 400 on the field it names', async () => {
    const { user } = renderDialog(() => ({ status: 400, data: { code: 'VALIDATION_ERROR', message: 'Note is required', details: [{ field: 'note', message: 'Note must say why' }] } }));
    await user.type(noteBox(), 'x');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(noteBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog()).getByText('Note must say why')).toBeInTheDocument();
  });
});
