import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok, restoreApi, type Handler, posts, postsTo } from '../../app/testing/fakeApi';
import { renderDialogOverApi } from '../../test/renderOverApi';
import { CommissionRatesDialog } from './CommissionRatesDialog';

const rates = ok({
  data: [
    { id: 2, workshop_id: 1, rate_percent: 10, effective_from: '2026-11-02', note: 'Festive offer', created_by: { id: 1, name: 'Asha Admin' }, created_at: '2026-11-01T04:00:00Z' },
    { id: 1, workshop_id: 1, rate_percent: 12.5, effective_from: '2025-04-01', note: '', created_by: null, created_at: '2025-03-01T04:00:00Z' },
  ],
});

const renderDialog = (onPost: Handler) =>
  renderDialogOverApi((onClose) => <CommissionRatesDialog workshopId="1" onClose={onClose} />, { admin: { user_type: 'super_admin', workshop_id: null } }, (request) => {
    if (request.url === '/api/v1/workshops/options') return ok({ data: [{ id: 1, name: 'Sparkle Auto Care' }] });
    if (request.method === 'GET' && request.url === '/api/v1/workshops/1/commission-rates') return rates;
    return postsTo('/api/v1/workshops/1/commission-rates', onPost)(request);
  });

const dialog = () => screen.getByRole('dialog', { name: 'Commission rates' });
const save = () => within(dialog()).getByRole('button', { name: 'Save rate' });

afterEach(restoreApi);

describe('Commission rates dialog', () => {
  it('shows the workshop’s rates newest first', async () => {
    renderDialog(() => undefined);
    const table = await within(dialog()).findByRole('table', { name: 'Rate history, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('10 %2 Nov 2026Festive offerAsha Admin');
    expect(rows[2]).toHaveTextContent('12.5 %1 Apr 2025—System');
  });

  it('refuses a rate over 100 %, more than two decimals, and a missing date without calling the server', async () => {
    const { user, seen } = renderDialog(() => undefined);
    const rate = within(dialog()).getByRole('textbox', { name: /^Rate/ });
    await user.type(rate, '101');
    await user.click(save());
    expect(await within(dialog()).findByText('Enter a percentage from 0 to 100 with at most two decimals')).toBeInTheDocument();
    expect(within(dialog()).getByText('Enter the date it starts')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '12.345');
    await user.click(save());
    expect(await within(dialog()).findByText('Enter a percentage from 0 to 100 with at most two decimals')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('sends the rate, its date and note, and shows the server’s refusal of a settled week', async () => {
    const message = 'A rate cannot start on or before 2026-11-29, the last day of a settled week';
    const { user, seen } = renderDialog(() => ({ status: 409, data: { code: 'CONFLICT', message } }));
    await user.type(within(dialog()).getByRole('textbox', { name: /^Rate/ }), '11.75');
    await user.type(within(dialog()).getByRole('textbox', { name: /^Effective from/ }), '01/12/2026');
    await user.type(within(dialog()).getByRole('textbox', { name: /^Note/ }), ' New contract ');
    await user.click(save());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(posts(seen)[0]!.body).toEqual({ rate_percent: 11.75, effective_from: '2026-12-01', note: 'New contract' });
  });
});
