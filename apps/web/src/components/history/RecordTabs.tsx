import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Skeleton from '@mui/material/Skeleton';
import { useTexts } from '../../i18n/useTexts';
import { recordTabsCatalogue } from './recordTabsTexts';

const HISTORY = 'history';

/**
 * A record page's two sections: its own content (Details, first) and its History. The History is
 * only rendered while chosen, so its lazily loaded code is fetched on the first visit to it; the
 * choice is `?tab=history` in the URL, so a reload or a shared link keeps it.
 */
export function RecordTabs({ history, children }: { history: ReactNode; children: ReactNode }) {
  const t = useTexts(recordTabsCatalogue);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === HISTORY ? HISTORY : 'details';
  const choose = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === HISTORY) updated.set('tab', HISTORY);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  };
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, next: string) => choose(next)} aria-label={t('label')}>
          <Tab value="details" label={t('details')} id="record-tab-details" aria-controls="record-tabpanel-details" />
          <Tab value={HISTORY} label={t('history')} id="record-tab-history" aria-controls="record-tabpanel-history" />
        </Tabs>
      </Box>
      {/* The details stay mounted while the History shows, so a form being filled in keeps what was typed. */}
      <div role="tabpanel" id="record-tabpanel-details" aria-labelledby="record-tab-details" hidden={tab === HISTORY}>
        {children}
      </div>
      {tab === HISTORY ? (
        <div role="tabpanel" id="record-tabpanel-history" aria-labelledby="record-tab-history">
          <Suspense fallback={<Skeleton variant="rounded" height={160} aria-label={t('loading')} />}>{history}</Suspense>
        </div>
      ) : null}
    </>
  );
}
