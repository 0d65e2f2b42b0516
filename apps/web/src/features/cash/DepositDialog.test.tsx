import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CashInHand } from '@carcare/contracts';
import { restoreApi, type Handler, posts, postsTo } from '../../app/testing/fakeApi';
import { renderDialogOverApi } from '../../test/renderOverApi';
import { DepositDialog } from './DepositDialog';

/** Ravi took ₹2,500 in cash, gave back ₹300 and handed in ₹1,000: ₹1,200 held. */
const holding: CashInHand = {
  worker: { id: 4, name: 'Ravi Kumar' },
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  collected_paise: 250_000,
  refunded_paise: 30_000,
  deposited_paise: 100_000,
  outstanding_paise: 120_000,
  held_since: '2026-11-27T06:00:00Z',
};

const renderDialog = (onPost: Handler) =>
  renderDialogOverApi((onClose) => <DepositDialog holding={holding} onClose={onClose} />, { admin: { user_type: 'workshop_admin', workshop_id: 1 } }, postsTo('/api/v1/cash-deposits', onPost));

const dialog = () => screen.getByRole('dialog', { name: 'Record a cash deposit' });
const amountBox = () => within(dialog()).getByRole('textbox', { name: /^Amount/ });
const save = () => within(dialog()).getByRole('button', { name: 'Record deposit' });

afterEach(restoreApi);

describe('Record deposit dialog', () => {
  it('starts from what the worker holds', () => {
    renderDialog(() => undefined);
    expect(amountBox()).toHaveValue('1200');
    expect(within(dialog()).getByText('Ravi Kumar holds ₹1,200 in cash. Record what they handed in to the workshop.')).toBeInTheDocument();
  });

  it('sends the amount in paise with the worker and the note, then says it is recorded', async () => {
    const { user, seen, closed } = renderDialog(() => ({ status: 201, data: { id: 9 } }));
    await user.clear(amountBox());
    await user.type(amountBox(), '1,000.50');
    await user.type(within(dialog()).getByRole('textbox', { name: /^Note/ }), ' Receipt 42 ');
    await user.click(save());
    expect(await screen.findByText('Deposit recorded')).toBeInTheDocument();
    expect(posts(seen)[0]!.body).toEqual({ worker_id: 4, amount_paise: 100_050, note: 'Receipt 42' });
    expect(closed()).toBe(1);
  });

  it('refuses more than the worker holds, zero and a bad amount without calling the server', async () => {
    const { user, seen } = renderDialog(() => undefined);
    await user.clear(amountBox());
    await user.type(amountBox(), '1200.01');
    await user.click(save());
    expect(await within(dialog()).findByText('Ravi Kumar holds only ₹1,200')).toBeInTheDocument();
    await user.clear(amountBox());
    await user.type(amountBox(), '0');
    await user.click(save());
    expect(await within(dialog()).findByText('Amount must be more than zero')).toBeInTheDocument();
    await user.clear(amountBox());
    await user.type(amountBox(), '12.345');
    await user.click(save());
    expect(await within(dialog()).findByText('Enter an amount in rupees, e.g. 1499 or 1499.50')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('shows the server’s DEPOSIT_TOO_LARGE refusal and stays open', async () => {
    const message = 'Ravi Kumar holds ₹900.00; a deposit cannot be more';
    const { user, closed } = renderDialog(() => ({ status: 409, data: { code: 'DEPOSIT_TOO_LARGE', message } }));
    await user.click(save());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(closed()).toBe(0);
  });
});
