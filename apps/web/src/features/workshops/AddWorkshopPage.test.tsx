import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Workshop } from '@carcare/contracts';
import { fieldsOf, textBox, type BoxFields } from '../../app/testing/formFill';
import AddWorkshopPage from './AddWorkshopPage';
import { ok, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { fillRecord, renderFormPage, SLOW, typeBoxes } from '../../test/formPage';
import { sampleWorkshop } from './testing/samples';
import { validationFailed } from '../../app/testing/apiAnswers';

const box = textBox;
const SAMPLE = sampleWorkshop();
const ADMIN = SAMPLE.admin!;
const BOXES: BoxFields<Workshop> = { 'Workshop name': 'name', 'Owner name': 'owner_name', 'Workshop phone': 'phone', Address: 'address_line', City: 'city', State: 'state', Pincode: 'pincode', 'Opening hours': 'opening_hours' };

const renderPage = (answer: (request: SeenRequest) => FakeAnswer = () => ok(sampleWorkshop())) => renderFormPage(<AddWorkshopPage />, '/main/addWorkshop', answer);
const fillValid = (user: UserEvent) => fillRecord(user, SAMPLE, BOXES, { 'Admin name': ADMIN.name, 'Admin phone': ADMIN.phone });

afterEach(restoreApi);

describe('AddWorkshopPage', () => {
  it('names each invalid field (phone 10 digits, pincode 6 digits, GSTIN format, numbers) and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage();
    await typeBoxes(user, { 'Workshop phone': '98470', Pincode: '6820', GSTIN: 'NOTAGSTIN', Latitude: 'north', 'Admin phone': '97123' });
    await user.click(screen.getByRole('button', { name: 'Create workshop' }));

    expect(await screen.findByText('Pincode must be 6 digits', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Phone must be exactly 10 digits')).toHaveLength(2);
    expect(screen.getByText('GSTIN must look like 27ABCDE1234F1Z5')).toBeInTheDocument();
    expect(screen.getByText('Latitude must be a number')).toBeInTheDocument();
    expect(screen.getByText('Workshop name is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(box('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Admin phone')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('sends numbers as numbers and empty optional fields as null, then opens the new workshop', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage((request) => (request.method === 'POST' ? { status: 201, data: sampleWorkshop({ id: 77 }) } : ok({})));
    await fillValid(user);
    await user.type(box('GSTIN'), '32abcde1234f1z5');
    await user.type(box('Latitude'), '9.9312');
    await user.click(screen.getByRole('button', { name: 'Create workshop' }));

    expect(await screen.findByText('Workshop created. Its admin can now sign in.', {}, SLOW)).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({ url: '/api/v1/workshops' });
    expect(posts()[0]!.body).toEqual({
      ...fieldsOf(SAMPLE, BOXES),
      email: null,
      gstin: '32ABCDE1234F1Z5',
      latitude: 9.9312,
      longitude: null,
      admin: { name: ADMIN.name, phone: ADMIN.phone, email: null },
    });
    expect(await screen.findByTestId('location', {}, SLOW)).toHaveTextContent('/main/adminprofile/77');
  });

  it('puts the server’s 400 field messages on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => validationFailed({ city: 'City is not served yet', 'admin.email': 'Email bounced' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create workshop' }));
    expect(await screen.findByText('City is not served yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Email bounced')).toBeInTheDocument();
    expect(box('City')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Admin email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it('shows a duplicate phone (409) on the admin phone field and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => ({ status: 409, data: { message: 'An admin with phone 9712345678 already exists', code: 'DUPLICATE' } }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create workshop' }));
    const message = await screen.findByText('An admin with phone 9712345678 already exists', {}, SLOW);
    expect(box('Admin phone')).toHaveAttribute('aria-invalid', 'true');
    expect(message.id).toBe(box('Admin phone').getAttribute('aria-describedby'));
    expect(screen.getByRole('form', { name: 'Add workshop' })).toBeInTheDocument();
    expect(within(screen.getByRole('form')).getByRole('button', { name: 'Create workshop' })).toBeEnabled();
  });
});
