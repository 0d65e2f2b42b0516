import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type Service } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import AddServicePage from './AddServicePage';
import EditServicePage from './EditServicePage';
import { imageFileProblem, imageTypeOf } from './serviceImage';
import { sampleService } from './testing/samples';
import { translatorFor } from '../../i18n/catalogue';
import { serviceCatalogue } from './serviceTexts';
import { staleVersion } from '../../test/staleVersion';

const IMAGE_URL = '/uploads/services/0123456789abcdef0123456789abcdef.png';
const MB = 1024 * 1024;
const english = translatorFor(serviceCatalogue, 'en');

const png = (name = 'foam.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The edit page of service 12: GET answers `current()`, writes answer `write`. */
function renderPage(current: () => Service, write: (request: SeenRequest) => FakeAnswer) {
  const requests = fakeApi((request) => {
    if (request.method !== 'GET') return write(request);
    return request.url.endsWith('/options') ? ok({ data: [{ id: 3, name: 'Tyre polish' }] }) : ok(current());
  });
  renderWithProviders(<EditServicePage />, { path: '/main/edit-service/12', routePath: '/main/edit-service/:id' });
  return { writes: () => requests.filter((r) => r.method !== 'GET') };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Image file');

afterEach(restoreApi);

describe('image file checks', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB, by type or (when the browser gives none) by extension', () => {
    expect(imageTypeOf({ name: 'a.png', type: 'image/png' })).toBe('image/png');
    expect(imageTypeOf({ name: 'a.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'a.webp', type: 'image/webp' })).toBe('image/webp');
    expect(imageTypeOf({ name: 'photo.JPEG', type: '' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'a.gif', type: 'image/gif' })).toBeNull();
    expect(imageTypeOf({ name: 'a.png', type: 'text/plain' })).toBeNull();
    expect(imageTypeOf({ name: 'notes', type: '' })).toBeNull();
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 2 * MB }, english)).toBeNull();
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 2 * MB + 1 }, english)).toBe('Images must be at most 2 MB');
    expect(imageFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 }, english)).toBe('Images must be PNG, JPEG or WebP');
  });
});

describe('Image card on edit-service/:id', () => {
  it('shows "No image yet", refuses a wrong type or a file over 2 MB without calling the API', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { writes } = renderPage(() => sampleService(), () => ok(sampleService()));
    expect(await screen.findByText('No image yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');

    await user.upload(fileInput(), new File(['GIF89a'], 'car.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Images must be PNG, JPEG or WebP')).toBeInTheDocument();

    await user.upload(fileInput(), png('huge.png', 2 * MB + 1));
    expect(await screen.findByText('Images must be at most 2 MB')).toBeInTheDocument();
    expect(screen.queryByText('Images must be PNG, JPEG or WebP')).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('uploads the file as the body with its type and the version, then shows the new image', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(
      () => sampleService(),
      () => ok(sampleService({ image_url: IMAGE_URL, version: 5 })),
    );
    await screen.findByText('No image yet');
    const file = png();
    await user.upload(fileInput(), file);

    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/v1/services/12/image', params: { version: 4 }, data: file });
    expect(writes()[0]!.headers?.['content-type']).toBe('image/png');
    const image = await screen.findByRole('img', { name: 'Foam wash' });
    expect(image).toHaveAttribute('src', IMAGE_URL);
    expect(screen.queryByText('No image yet')).not.toBeInTheDocument();
  });

  it('keeps unsaved edits across an upload and saves them at the new version', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(
      () => sampleService(),
      (request) => ok(request.url.endsWith('/image') ? sampleService({ image_url: IMAGE_URL, version: 5 }) : sampleService({ name: 'Foam wash deluxe', version: 6 })),
    );
    const name = await screen.findByRole('textbox', { name: /^Service name/ });
    await user.type(name, ' deluxe');
    await user.upload(fileInput(), png());
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(name).toHaveValue('Foam wash deluxe');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Service saved')).toBeInTheDocument();
    expect(writes()[1]).toMatchObject({ method: 'PUT', url: '/api/v1/services/12', body: { name: 'Foam wash deluxe', version: 5 } });
  });

  it('shows the server’s message when it refuses the file, and a stale version as a Reload banner', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: FakeAnswer = { status: 400, data: { message: 'Upload a PNG, JPEG or WebP image', code: 'VALIDATION_ERROR' } };
    renderPage(
      () => sampleService(),
      () => answer,
    );
    await screen.findByText('No image yet');
    await user.upload(fileInput(), png('renamed.png'));
    expect(await screen.findByText('Upload a PNG, JPEG or WebP image')).toBeInTheDocument();

    answer = staleVersion();
    await user.upload(fileInput(), png());
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Image uploaded')).not.toBeInTheDocument();
  });

  it('removes the image only after confirming, with the version', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(
      () => sampleService({ image_url: IMAGE_URL }),
      () => ok(sampleService({ image_url: null, version: 5 })),
    );
    expect(await screen.findByRole('img', { name: 'Foam wash' })).toHaveAttribute('src', IMAGE_URL);

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    expect(await screen.findByText('Image removed')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/v1/services/12/image', params: { version: 4 } })]);
    expect(await screen.findByText('No image yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Foam wash' })).not.toBeInTheDocument();
  });
});

describe('Image on addservice', () => {
  it('says the image can be added once the service is saved', async () => {
    fakeApi(() => ok({ data: [] }));
    renderWithProviders(<AddServicePage />, { path: '/main/addservice' });
    expect(await screen.findByText(/You can add an image once the service is saved/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload image' })).not.toBeInTheDocument();
  });
});
