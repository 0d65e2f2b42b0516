import type { CSSProperties, ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { withDevanagari } from '../../i18n/hindiFont';

/**
 * A page drawn without MUI (styles/plainPages.css) in the customization the admin chose: light or
 * dark mode, font and corner radius, as the MUI theme of the console's shell would draw it.
 */
export function PlainPage({ children }: { children: ReactNode }) {
  const { mode, fontFamily, borderRadius } = useAppSelector((state) => state.customization);
  const style = { '--font': withDevanagari(fontFamily), '--radius': `${borderRadius}px` } as CSSProperties;
  return (
    <main className="plain-page" data-mode={mode === 'dark' ? 'dark' : 'light'} style={style}>
      {children}
    </main>
  );
}

/** A spinner for a button whose call runs (the button itself says busy to screen readers). */
export function PlainSpinner() {
  return <span className="plain-spinner" aria-hidden="true" />;
}
