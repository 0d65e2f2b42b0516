import { translatorFor } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/useTexts';
import { loaderCatalogue } from '../loader/loaderTexts';

/**
 * The loading bar shown while the sign-in page or the console's shell arrives: MUI's indeterminate
 * LinearProgress drawn in CSS, since MUI itself is what is loading. Never suspends (English until
 * the Hindi catalogue is in).
 */
export function PlainPageLoader() {
  return <div className="plain-loader" role="progressbar" aria-label={translatorFor(loaderCatalogue, useLanguage())('loading')} />;
}
