import { useState } from 'react';
import { StaleAlert } from './StaleAlert';

/**
 * A page's "changed meanwhile" warning: `show(message)` after a 409 from any of its cards, `alert`
 * to render; Reload hides it and fetches the latest copy.
 */
export function useStaleAlert(reload: () => unknown, reloadLabel?: string) {
  const [message, setMessage] = useState<string | null>(null);
  const alert = (
    <StaleAlert
      message={message}
      reloadLabel={reloadLabel}
      onReload={() => {
        setMessage(null);
        void reload();
      }}
    />
  );
  return { alert, show: setMessage };
}
