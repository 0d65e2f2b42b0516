import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Society } from '@carcare/contracts';
import { fieldsOf, textBox, type BoxFields } from '../../app/testing/formFill';
import { ok, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { fillRecord, renderFormPage, SLOW, typeBoxes } from '../../test/formPage';
import AddSocietyPage from './AddSocietyPage';
import { sampleSociety } from './testing/samples';
import { validationFailed } from '../../app/testing/apiAnswers';

const box = textBox;
const SAMPLE = sampleSociety();
const MANAGER = SAMPLE.manager!;
const BOXES: BoxFields<Society> = { 'Society name': 'name', 'Contact phone': 'contact_phone', Address: 'address_line', City: 'city', State: 'state', Pincode: 'pincode', Blocks: 'blocks', Flats: 'flats' };

const renderPage = (answer: (request: SeenRequest) => FakeAnswer) => renderFormPage(<AddSocietyPage />, '/main/addsociety', answer);
const fillValid = (user: UserEvent) => fillRecord(user, SAMPLE, BOXES, { 'Manager name': MANAGER.name, 'Manager phone': MANAGER.phone });

afterEach(restoreApi);

describe('AddSocietyPage', () => {
  it('names each invalid field (phones, pincode, blocks and flats) and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage(() => ok({}));
    await typeBoxes(user, { 'Contact phone': '+91 98200', Pincode: '40070', Flats: '0', 'Manager phone': '12' });
    await user.click(screen.getByRole('button', { name: 'Create society' }));

    expect(await screen.findByText('Pincode must be 6 digits', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Phone must be exactly 10 digits')).toHaveLength(2);
    expect(screen.getByText('Blocks must be a number')).toBeInTheDocument();
    expect(screen.getByText('At least 1 flat')).toBeInTheDocument();
    expect(screen.getByText('Society name is required')).toBeInTheDocument();
    expect(box('Blocks')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('sends blocks and flats as numbers and an empty manager email as null, then opens the society', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage(() => ({ status: 201, data: sampleSociety({ id: 31 }) }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create society' }));

    expect(await screen.findByText('Society created. Its manager can now sign in.', {}, SLOW)).toBeInTheDocument();
    // Blocks and flats go as numbers, as the sample has them.
    expect(posts()[0]!.body).toEqual({ ...fieldsOf(SAMPLE, BOXES), manager: { name: MANAGER.name, phone: MANAGER.phone, email: null } });
    expect(await screen.findByTestId('location', {}, SLOW)).toHaveTextContent('/main/editSociety');
  });

  it('puts 400 field details on their fields and a duplicate manager phone (409) on that field', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: FakeAnswer = validationFailed({ flats: 'Flats must be at most 100000' });
    renderPage(() => answer);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create society' }));
    expect(await screen.findByText('Flats must be at most 100000', {}, SLOW)).toBeInTheDocument();
    expect(box('Flats')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 409, data: { message: 'An admin with phone 9712300001 already exists', code: 'DUPLICATE' } };
    await user.click(screen.getByRole('button', { name: 'Create society' }));
    expect(await screen.findByText('An admin with phone 9712300001 already exists', {}, SLOW)).toBeInTheDocument();
    expect(box('Manager phone')).toHaveAttribute('aria-invalid', 'true');
  });
});
