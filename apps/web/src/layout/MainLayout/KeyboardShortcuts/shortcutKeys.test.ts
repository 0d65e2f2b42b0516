import { describe, expect, it } from 'vitest';
import { shortcutFor, type ShortcutKeyEvent } from './shortcutKeys';

const press = (key: string, more: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: document.body,
  defaultPrevented: false,
  ...more,
});

describe('keyboard shortcuts', () => {
  it('maps /, ? and g then d', () => {
    expect(shortcutFor(press('/'), false)).toBe('focusSearch');
    expect(shortcutFor(press('?'), false)).toBe('showShortcuts');
    expect(shortcutFor(press('g'), false)).toBe('g');
    expect(shortcutFor(press('d'), true)).toBe('goDashboard');
    expect(shortcutFor(press('x'), true)).toBeNull();
    expect(shortcutFor(press('d'), false)).toBeNull();
  });

  it('does nothing with Ctrl, Alt or Meta, or once something else handled the key', () => {
    expect(shortcutFor(press('/', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(press('g', { altKey: true }), false)).toBeNull();
    expect(shortcutFor(press('d', { metaKey: true }), true)).toBeNull();
    expect(shortcutFor(press('?', { defaultPrevented: true }), false)).toBeNull();
  });

  it('does nothing while typing in a field, a text area, an editable area or a dialog', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inEditable = document.createElement('span');
    editable.append(inEditable);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(input, textarea, editable, dialog);
    for (const target of [input, textarea, editable, inEditable, button]) {
      expect(shortcutFor(press('/', { target }), false)).toBeNull();
      expect(shortcutFor(press('?', { target }), false)).toBeNull();
    }
  });
});
