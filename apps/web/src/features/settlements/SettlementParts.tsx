import { Box, Chip } from '@mui/material';
import type { SettlementStatus } from '@carcare/contracts';
import { tonesOf } from '../../components/chipTones';
import { useTexts } from '../../i18n/useTexts';
import { settlementCatalogue } from './settlementTexts';
import { payableText } from './settlementFormat';

const COLORS = tonesOf<SettlementStatus>({ warning: ['open'], success: ['paid'], default: ['carried'] });

export function SettlementStatusChip({ status }: { status: SettlementStatus }) {
  const t = useTexts(settlementCatalogue);
  return <Chip size="small" label={t(`status.${status}`)} color={COLORS[status]} variant={status === 'carried' ? 'outlined' : 'filled'} />;
}

/** The payable figure, red when the workshop owes it. */
export function PayableAmount({ paise }: { paise: number }) {
  const t = useTexts(settlementCatalogue);
  return (
    <Box component="span" sx={{ color: paise < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
      {payableText(paise, t)}
    </Box>
  );
}
