import type { ReactElement } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeApi, type FakeAnswer, type SeenRequest } from '../app/testing/fakeApi';
import { renderWithProviders } from '../app/testing/renderWithProviders';
import { textBox, typeFields, type BoxFields } from '../app/testing/formFill';

// Under a loaded test run a submit and its answer can take more than the default second.
export const SLOW = { timeout: 5000 };

/** Renders a form page at `path` over a fake API that answers `answer`; what it was asked, and its POSTs. */
export function renderFormPage(page: ReactElement, path: string, answer: (request: SeenRequest) => FakeAnswer) {
  const requests = fakeApi(answer);
  renderWithProviders(page, { path });
  return { requests, posts: () => requests.filter((r) => r.method === 'POST') };
}

/** Types each value into the text box of its label, in order. */
export async function typeBoxes(user: UserEvent, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await user.type(textBox(label), value);
}

/** Types a sample record into its boxes, then the extra boxes' values (those outside the record's own fields). */
export async function fillRecord<T>(user: UserEvent, sample: T, boxes: BoxFields<T>, extra: Readonly<Record<string, string>>): Promise<void> {
  await typeFields(user, sample, boxes);
  await typeBoxes(user, extra);
}
