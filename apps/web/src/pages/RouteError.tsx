import { useRouteError } from 'react-router';
import { PlainPage } from '../components/plain/PlainPage';
import { translatorFor } from '../i18n/catalogue';
import { useLanguage } from '../i18n/useTexts';
import { routeErrorCatalogue } from './routeErrorTexts';
import { useEndFirstFrame } from '../app/firstFrame';

/**
 * Shown when a page fails to load (e.g. a stale bundle after a deploy) instead of a blank screen.
 * Drawn without MUI (styles/plainPages.css), in the entry: the chunk that failed may be MUI's.
 */
export function RouteError() {
  useEndFirstFrame();
  const error = useRouteError();
  // Never suspends: an error page must show even if the Hindi could not be fetched (English then).
  const t = translatorFor(routeErrorCatalogue, useLanguage());
  console.error('Route error', error);
  return (
    <PlainPage>
      <div className="plain-column" role="alert">
        <div className="plain-card plain-card-header">
          <h1 className="plain-title">{t('errorTitle')}</h1>
          <p className="plain-text">{t('errorText')}</p>
          <div>
            <button type="button" className="plain-button is-solid" onClick={() => window.location.reload()}>
              {t('reload')}
            </button>
          </div>
        </div>
      </div>
    </PlainPage>
  );
}

export default RouteError;
