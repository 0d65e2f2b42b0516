import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok, restoreApi, type Handler, posts, postsTo } from '../../app/testing/fakeApi';
import { renderDialogOverApi } from '../../test/renderOverApi';
import { MakeStatementDialog } from './MakeStatementDialog';
import { testSettlement } from './testing/samples';

// Wednesday 2 Dec 2026, 11:30 in India: the week of 30 Nov is under way, that of 23 Nov has ended.
const NOW = new Date('2026-12-02T06:00:00Z');
const workshops = ok({ data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Garage' }] });

const renderDialog = (onPost: Handler, workshopId?: string) =>
  renderDialogOverApi((onClose) => <MakeStatementDialog workshopId={workshopId} onClose={onClose} now={NOW} />, { admin: { user_type: 'super_admin', workshop_id: null } }, (request) => {
    if (request.url === '/api/v1/workshops/options') return workshops;
    return postsTo('/api/v1/settlements', onPost)(request);
  });

const dialog = () => screen.getByRole('dialog', { name: 'Make a weekly statement' });
const make = () => within(dialog()).getByRole('button', { name: 'Make statement' });

afterEach(restoreApi);

describe('Make statement dialog', () => {
  it('offers the last ended week by default and the week under way disabled', async () => {
    const { user } = renderDialog(() => undefined, '1');
    const week = within(dialog()).getByRole('combobox', { name: /^Week/ });
    expect(week).toHaveTextContent('23 Nov 2026 – 29 Nov 2026');
    await user.click(week);
    const current = await screen.findByRole('option', { name: /30 Nov 2026 – 6 Dec 2026 \(not ended yet\)/ });
    expect(current).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for a workshop before calling the server', async () => {
    const { user, seen } = renderDialog(() => undefined);
    await user.click(make());
    expect(await within(dialog()).findByText('Choose a workshop')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('makes the statement and opens it', async () => {
    const { user, seen, closed } = renderDialog(() => ({ status: 201, data: testSettlement({ id: 12 }) }), '1');
    await user.click(make());
    expect(await screen.findByText('Statement made')).toBeInTheDocument();
    expect(posts(seen)[0]!.body).toEqual({ workshop_id: 1, week_start: '2026-11-23' });
    expect(closed()).toBe(1);
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/settlements/12');
  });

  it('says the statement was already made when the server answers 200, and opens it', async () => {
    const { user } = renderDialog(() => ({ status: 200, data: testSettlement({ id: 7 }) }), '1');
    await user.click(make());
    expect(await screen.findByText("This week's statement was already made: here it is")).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/settlements/7');
  });

  it.each([
    ['WEEK_NOT_ENDED', 'The week starting 2026-11-30 has not ended yet'],
    ['CONFLICT', 'A later week of this workshop is already settled'],
  ])('shows the server’s %s refusal in the dialog', async (code, message) => {
    const { user, closed } = renderDialog(() => ({ status: 409, data: { code, message } }), '1');
    await user.click(make());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(closed()).toBe(0);
  });
});
