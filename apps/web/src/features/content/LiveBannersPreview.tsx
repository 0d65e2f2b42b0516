import { useState } from 'react';
import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Banner } from '@carcare/contracts';
import { imageSrc } from '../services/public';
import { useTexts } from '../../i18n/useTexts';
import { contentCatalogue } from './contentTexts';
import { CardHeading } from '../../components/CardHeading';

/** A phone-width carousel of the banners live now, as the customer app's home screen shows them. */
export function LiveBannersPreview({ banners }: { banners: readonly Banner[] }) {
  const t = useTexts(contentCatalogue);
  const live = banners.filter((banner) => banner.live && banner.image_url);
  const [index, setIndex] = useState(0);
  const current = live.length > 0 ? live[Math.min(index, live.length - 1)]! : null;
  const shown = current ? live.indexOf(current) : 0;
  const go = (step: number) => setIndex((shown + step + live.length) % live.length);

  return (
    <Card variant="outlined">
      <CardContent>
        <CardHeading title={t('banner.previewTitle')} subtitle={t('banner.previewHint')} spaced />
        <Box
          role="region"
          aria-label={t('banner.previewTitle')}
          sx={{ width: 320, maxWidth: '100%', mx: 'auto', border: 8, borderColor: 'grey.900', borderRadius: 5, bgcolor: 'grey.100', p: 1.5, pb: 2 }}
        >
          <Box sx={{ height: 10, width: 72, bgcolor: 'grey.900', borderRadius: 2, mx: 'auto', mb: 1.5, mt: -1 }} />
          <Typography sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 1 }}>{t('banner.appName')}</Typography>
          {current ? (
            <>
              <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', aspectRatio: '12 / 5', bgcolor: 'grey.300' }}>
                <Box
                  component="img"
                  src={imageSrc(current.image_url!)}
                  alt={current.alt_text}
                  aria-label={t('banner.previewSlide', { index: shown + 1, total: live.length })}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
                {live.length > 1 ? (
                  <>
                    <IconButton size="small" aria-label={t('banner.previewPrevious')} onClick={() => go(-1)} sx={{ position: 'absolute', left: 4, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.8)', '&:hover': { bgcolor: 'common.white' } }}>
                      <ChevronLeftIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('banner.previewNext')} onClick={() => go(1)} sx={{ position: 'absolute', right: 4, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.8)', '&:hover': { bgcolor: 'common.white' } }}>
                      <ChevronRightIcon fontSize="small" />
                    </IconButton>
                  </>
                ) : null}
              </Box>
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }} noWrap title={current.title}>
                {current.title}
              </Typography>
              <Stack direction="row" spacing={0.75} sx={{ justifyContent: 'center', mt: 1 }} aria-hidden>
                {live.map((banner, dot) => (
                  <Box key={banner.id} sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: dot === shown ? 'primary.main' : 'grey.400' }} />
                ))}
              </Stack>
            </>
          ) : (
            <Box sx={{ borderRadius: 2, border: 1, borderStyle: 'dashed', borderColor: 'grey.400', aspectRatio: '12 / 5', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
                {t('banner.previewEmpty')}
              </Typography>
            </Box>
          )}
          <Stack spacing={1} sx={{ mt: 2 }} aria-hidden>
            <Box sx={{ height: 44, borderRadius: 2, bgcolor: 'common.white' }} />
            <Box sx={{ height: 44, borderRadius: 2, bgcolor: 'common.white' }} />
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
