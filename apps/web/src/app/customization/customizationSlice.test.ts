import { describe, expect, it } from 'vitest';
import reducer, { initialCustomizationState, menuOpen, setBorderRadius, setFontFamily, setMenu, setMode } from './customizationSlice';

describe('customization reducer', () => {
  it('starts with the spec defaults', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual({
      isOpen: [],
      defaultId: 'default',
      fontFamily: `'Roboto', sans-serif`,
      borderRadius: 12,
      opened: true,
      mode: 'light',
    });
  });

  it('menuOpen makes isOpen a one-item list', () => {
    const once = reducer(initialCustomizationState, menuOpen('privacy'));
    expect(reducer(once, menuOpen('reviews')).isOpen).toEqual(['reviews']);
  });

  it('setMenu sets the opened flag', () => {
    expect(reducer(initialCustomizationState, setMenu(false)).opened).toBe(false);
    expect(reducer({ ...initialCustomizationState, opened: false }, setMenu(true)).opened).toBe(true);
  });

  it('setFontFamily and setBorderRadius set their fields', () => {
    expect(reducer(initialCustomizationState, setFontFamily('Inter')).fontFamily).toBe('Inter');
    expect(reducer(initialCustomizationState, setBorderRadius(8)).borderRadius).toBe(8);
  });

  it('setMode switches between light and dark', () => {
    const dark = reducer(initialCustomizationState, setMode('dark'));
    expect(dark.mode).toBe('dark');
    expect(reducer(dark, setMode('light')).mode).toBe('light');
  });
});
