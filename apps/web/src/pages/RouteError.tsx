import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { PlainPage } from '../components/plain/PlainPage';
import { translatorFor } from '../i18n/catalogue';
import { useLanguage } from '../i18n/useTexts';
import { routeErrorCatalogue } from './routeErrorTexts';
import { useEndFirstFrame } from '../app/firstFrame';
import { reportClientError } from '../app/clientErrors';

/**
 * Shown instead of a blank screen when a page fails: its code did not load (e.g. a stale bundle
 * after a deploy) or its render threw. The failure is reported to the API, and its reference shown
 * so support can find it. Drawn without MUI (styles/plainPages.css), in the entry: the chunk that
 * failed may be MUI's.
 */
export function ErrorPage({ error }: { error: unknown }) {
  useEndFirstFrame();
  const [reference, setReference] = useState('');
  useEffect(() => {
    reportClientError('render', error).then(setReference, () => undefined);
  }, [error]);
  // Never suspends: an error page must show even if the Hindi could not be fetched (English then).
  const t = translatorFor(routeErrorCatalogue, useLanguage());
  return (
    <PlainPage>
      <div className="plain-column" role="alert">
        <div className="plain-card plain-card-header">
          <h1 className="plain-title">{t('errorTitle')}</h1>
          <p className="plain-text">{t('errorText')}</p>
          {reference ? (
            <p className="plain-small">
              {t('reference')} <span data-testid="error-reference">{reference}</span>
            </p>
          ) : null}
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

export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorPage error={error} />;
}

export default RouteError;
