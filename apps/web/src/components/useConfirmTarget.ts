import { useState } from 'react';

/**
 * A confirmation about one thing (the banner to delete, the worker to unassign, the draft to
 * publish): `ask(target)` opens it, and `dialogProps(action, busy)` wires a ConfirmDialog that runs
 * the action on that target and then closes, whatever its outcome; Cancel forgets the target.
 * `which` opens the dialog for that target only, for a page with several confirmations.
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const cancel = () => setTarget(null);
  const dialogProps = (action: (target: T) => Promise<unknown>, busy: boolean, which?: T) => ({
    open: target !== null && (which === undefined || target === which),
    busy,
    onCancel: cancel,
    onConfirm: () => {
      if (target !== null) void action(target).finally(cancel);
    },
  });
  return { target, ask: (next: T) => setTarget(() => next), dialogProps };
}

/** The props of a dialog that is itself the confirmation, open while mounted: Confirm runs `confirm`, Cancel closes. */
export function mountedConfirmProps(busy: boolean, confirm: () => Promise<unknown>, onClose: () => void) {
  return { open: true, busy, onConfirm: () => void confirm(), onCancel: onClose };
}
