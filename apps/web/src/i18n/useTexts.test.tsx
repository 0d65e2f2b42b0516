import { Suspense, useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { defineCatalogue } from './catalogue';
import { changeLanguage, resetLanguageForTests } from './languageStore';
import { useTexts } from './useTexts';

afterEach(async () => {
  await resetLanguageForTests();
});

/** An area whose Hindi arrives a moment after it is asked for, as a lazy chunk does. */
function lateCatalogue(area: string) {
  return defineCatalogue(area, { greeting: 'Hello' }, () => new Promise((resolve) => setTimeout(() => resolve({ default: { greeting: 'नमस्ते' } }), 5)));
}

function Greeting({ catalogue }: { catalogue: ReturnType<typeof lateCatalogue> }) {
  const t = useTexts(catalogue);
  // Hooks after useTexts: a component that waited for its Hindi must mount them once it is in.
  const [count] = useState(1);
  const next = useMemo(() => count + 1, [count]);
  return (
    <p>
      {t('greeting')} {next}
    </p>
  );
}

describe('useTexts', () => {
  it('waits for an area’s Hindi, then shows it with the hooks after it mounted, calling use() the same way each time', async () => {
    await changeLanguage('hi');
    // React reports a suspension whose replay skips use(): in production that replay throws error 467.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalogue = lateCatalogue('late-first');
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Greeting catalogue={catalogue} />
        </Suspense>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.getByText('नमस्ते 2')).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  });

  it('renders an area already loaded at once, and a second component of it without waiting', async () => {
    await changeLanguage('hi');
    const catalogue = lateCatalogue('late-second');
    await catalogue.loadHindi();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting catalogue={catalogue} />
      </Suspense>,
    );
    expect(screen.getByText('नमस्ते 2')).toBeInTheDocument();
  });
});
