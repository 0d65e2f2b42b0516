/** What a key press asks of the console, after any key before it (`g` waits for its second key). */
export type ShortcutAction = 'focusSearch' | 'goDashboard' | 'showShortcuts';

/** The keys and what they do, as the help dialog lists them. */
export const SHORTCUTS: readonly { keys: readonly string[]; description: string }[] = [
  { keys: ['/'], description: 'Search' },
  { keys: ['g', 'd'], description: 'Go to the dashboard' },
  { keys: ['?'], description: 'Show these shortcuts' },
  { keys: ['Enter'], description: 'Open the selected row of a list' },
  { keys: ['Esc'], description: 'Close a dialog or menu' },
];


/** How long `g` waits for its second key. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** The parts of a keyboard event the shortcuts read. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
  defaultPrevented: boolean;
}

/** Typing in a field, an editable area or an open dialog is typing, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="combobox"]') !== null;
}

/**
 * The action of a key, given whether `g` came just before. Keys with Ctrl, Alt or Meta are the
 * browser's and the system's; `?` is typed with Shift on most layouts, so Shift alone is allowed.
 */
export function shortcutFor(event: ShortcutKeyEvent, afterG: boolean): ShortcutAction | 'g' | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target)) return null;
  if (afterG) return event.key === 'd' ? 'goDashboard' : null;
  switch (event.key) {
    case '/':
      return 'focusSearch';
    case '?':
      return 'showShortcuts';
    case 'g':
      return 'g';
    default:
      return null;
  }
}
