import { Suspense, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { useTexts } from '../../i18n/useTexts';
import { recordTabsCatalogue } from './recordTabsTexts';

const HISTORY = 'history';
const TABS = ['details', HISTORY] as const;

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
  // Two tabs drawn with ButtonBase rather than MUI's Tabs: Tabs brings its scroll buttons and roving
  // focus, which the list pages share with it and would then load as chunks of their own.
  const moveWithArrows = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === HISTORY ? 'details' : HISTORY;
    choose(next);
    document.getElementById(`record-tab-${next}`)?.focus();
  };
  return (
    <>
      <Box role="tablist" aria-label={t('label')} onKeyDown={moveWithArrows} sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {TABS.map((name) => {
          const selected = tab === name;
          return (
            <ButtonBase
              key={name}
              role="tab"
              id={`record-tab-${name}`}
              aria-selected={selected}
              aria-controls={`record-tabpanel-${name}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(name)}
              sx={{
                minHeight: 48,
                px: 2,
                typography: 'button',
                color: selected ? 'primary.main' : 'text.secondary',
                borderBottom: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
                mb: '-1px',
              }}
            >
              {t(name)}
            </ButtonBase>
          );
        })}
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
