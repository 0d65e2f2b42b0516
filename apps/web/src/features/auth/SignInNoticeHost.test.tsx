import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/makeStore';
import { initialCustomizationState } from '../../app/customization/customizationSlice';
import { SignInNoticeHost } from './SignInNoticeHost';
import { showSignInNotice } from './signInNotices';

function renderHost(mode: 'light' | 'dark' = 'light') {
  const store = makeStore({ customization: { ...initialCustomizationState, mode } });
  return render(
    <Provider store={store}>
      <SignInNoticeHost />
    </Provider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The notice is still up `ms` - 1 milliseconds on, and gone at `ms`. */
function expectHiddenAfter(ms: number) {
  act(() => vi.advanceTimersByTime(ms - 1));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

describe('SignInNoticeHost', () => {
  it('shows a notice as an alert and hides it after 3000 ms (spec §2)', () => {
    renderHost();
    act(() => showSignInNotice('success', 'OTP sent to your phone.'));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP sent to your phone.');
    expectHiddenAfter(3000);
  });

  it('shows one notice at a time: a new one replaces the last and gets its own 3000 ms', () => {
    renderHost();
    act(() => showSignInNotice('success', 'OTP sent to your phone.'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => showSignInNotice('error', 'Please enter the 6-digit OTP.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 6-digit OTP.');
    expect(screen.getByRole('alert')).toHaveClass('is-error');
    expectHiddenAfter(3000);
  });

  it('stays while the pointer rests on it, then hides half the time after it leaves', () => {
    renderHost();
    act(() => showSignInNotice('error', 'Failed to send OTP'));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.mouseLeave(screen.getByRole('alert'));
    expectHiddenAfter(1500);
  });

  it('takes the tones of the mode shown', () => {
    const { container } = renderHost('dark');
    act(() => showSignInNotice('success', 'Login successful!'));
    expect(container.querySelector('.plain-notices')).toHaveAttribute('data-mode', 'dark');
  });
});
