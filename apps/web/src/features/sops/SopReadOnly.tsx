import { Box, Stack, Typography } from '@mui/material';
import type { Sop } from '@carcare/contracts';
import { SectionCard } from './SopForm';
import { useTexts } from '../../i18n/useTexts';
import { sopCatalogue } from './sopTexts';

/** A published or archived SOP as it stands: it is no longer edited. */
export function SopReadOnly({ sop }: { sop: Sop }) {
  const t = useTexts(sopCatalogue);
  return (
    <>
      <SectionCard title={t('details')}>
        <Stack spacing={0.5}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('title')}
          </Typography>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{sop.title}</Typography>
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('service')}
          </Typography>
          <Typography>{sop.service?.name ?? t('noService')}</Typography>
        </Stack>
      </SectionCard>
      <SectionCard title={t('steps')}>
        <Box component="ol" aria-label={t('steps')} sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {sop.steps.map((step, index) => (
            // Steps are plain texts that may repeat; their position is their identity here.
            <Typography component="li" key={index} sx={{ wordBreak: 'break-word' }}>
              {step}
            </Typography>
          ))}
        </Box>
      </SectionCard>
    </>
  );
}
