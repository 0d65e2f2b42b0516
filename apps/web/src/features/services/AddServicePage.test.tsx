import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ok, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { renderFormPage, typeBoxes } from '../../test/formPage';
import AddServicePage from './AddServicePage';
import { sampleService } from './testing/samples';
import { validationFailed } from '../../app/testing/apiAnswers';

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const INCLUSION_OPTIONS = ok({ data: [{ id: 3, name: 'Tyre polish' }, { id: 5, name: 'Interior vacuum' }] });

const renderPage = (write: (request: SeenRequest) => FakeAnswer = () => ({ status: 201, data: sampleService() })) =>
  renderFormPage(<AddServicePage />, '/main/addservice', (request) => (request.method === 'GET' ? INCLUSION_OPTIONS : write(request)));

async function pick(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValid(user: UserEvent) {
  await typeBoxes(user, { 'Service name': 'Ceramic coat' });
  await pick(user, /^Category/, 'Detailing');
  await typeBoxes(user, { Duration: '90', 'Hatchback price': '499', 'Sedan price': '799.50', 'SUV price': '1,299', 'MUV price': '999', 'Bike price': '0' });
}

afterEach(restoreApi);

describe('Service form (Add service)', () => {
  it('names each failing field, prices included, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage();
    await typeBoxes(user, { 'Sedan price': 'abc', 'SUV price': '12.345', Duration: '2' });
    await user.click(screen.getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('Duration must be at least 5 minutes')).toBeInTheDocument();
    expect(screen.getByText('Hatchback price is required')).toBeInTheDocument();
    expect(screen.getByText('Sedan price: enter rupees, e.g. 499 or 499.50')).toBeInTheDocument();
    expect(screen.getByText('SUV price: enter rupees, e.g. 499 or 499.50')).toBeInTheDocument();
    expect(box('Sedan price')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Bike price')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('sends rupees as integer paise, with the chosen inclusions and status', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage();
    await fillValid(user);
    await pick(user, /^Inclusions/, 'Interior vacuum');
    await user.keyboard('{Escape}');
    await pick(user, /^Status/, 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText('Service added to the catalogue')).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({ url: '/api/v1/services' });
    expect(posts()[0]!.body).toEqual({
      name: 'Ceramic coat',
      category: 'detailing',
      description: '',
      duration_minutes: 90,
      prices: { hatchback: 49900, sedan: 79950, suv: 129900, muv: 99900, bike: 0 },
      inclusion_ids: [5],
      status: 'inactive',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/service');
  });

  it('says a price above ₹10 lakh is too large', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage();
    await fillValid(user);
    await user.clear(box('MUV price'));
    await user.type(box('MUV price'), '1000000.01');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('MUV price is too large')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('places the server’s 400 field messages beside their fields, prices included', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => validationFailed({ 'prices.suv': 'SUV price cannot be below the hatchback price', name: 'Name contains a word that is not allowed' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText('SUV price cannot be below the hatchback price')).toBeInTheDocument();
    expect(screen.getByText('Name contains a word that is not allowed')).toBeInTheDocument();
    expect(box('SUV price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('puts a duplicate name (409) on the name field', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => ({ status: 409, data: { message: 'A service named Ceramic coat already exists', code: 'DUPLICATE' } }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('A service named Ceramic coat already exists')).toBeInTheDocument();
    expect(box('Service name')).toHaveAttribute('aria-invalid', 'true');
  });
});
