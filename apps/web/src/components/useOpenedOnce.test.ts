import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from './useOpenedOnce';

describe('useOpenedOnce', () => {
  it('is false until the dialog first opens, then stays true after it closes (it keeps its closing transition)', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when the dialog starts open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
