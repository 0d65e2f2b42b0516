import { Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Divider, Link, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { can, formatInr, ROLE_HOME, type Settlement, type UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { lazyNamed } from '../../app/lazyPage';
import { RecordUnavailable } from '../../components/RecordUnavailable';
import { formatCalendarDate, formatDateTime } from '../../components/format/dates';
import { idFromParam } from '../../components/format/entityFormat';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { selectUserType } from '../auth/public';
import { PayableAmount, SettlementStatusChip } from './SettlementParts';
import { settlementCatalogue, type SettlementTexts } from './settlementTexts';
import { downloadStatement, useGetSettlementQuery, useSettlementLinesQuery } from './settlementsApi';

const PayDialog = lazyNamed(() => import('./PayDialog'), 'PayDialog');
const LINES_PER_PAGE = 25;

/** The statement's figures as an accountant reads one: each line with its sign, payable below a rule. */
function Figures({ statement, home }: { statement: Settlement; home: string }) {
  const t = useTexts(settlementCatalogue);
  const rows: [string, number, string][] = [
    [t('line.online'), statement.online_payments_paise, '+'],
    [t('line.cash'), statement.cash_payments_paise, '+'],
    [t('line.refunds'), statement.refunds_paise, '−'],
    [t('line.commission'), statement.commission_paise, '−'],
    [t('line.cashHeld'), statement.cash_held_paise, '−'],
  ];
  const carried = statement.carried_in_paise;
  return (
    <Box component="dl" aria-label={t('figures')} sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 1, maxWidth: 520 }}>
      {rows.map(([label, paise, sign]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt">{label}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {paise === 0 ? formatInr(0) : `${sign} ${formatInr(paise)}`}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'contents' }}>
        <Typography component="dt">
          {t('line.carriedIn')}
          {statement.carried_from ? (
            <>
              {' · '}
              <Link component={RouterLink} to={`${home}/settlements/${statement.carried_from.id}`}>
                {t('carriedFrom', { week: formatCalendarDate(statement.carried_from.week_start) })}
              </Link>
            </>
          ) : null}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: carried < 0 ? 'error.main' : undefined }}>
          {carried === 0 ? formatInr(0) : `− ${formatInr(-carried)}`}
        </Typography>
      </Box>
      <Divider sx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ display: 'contents' }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {statement.payable_paise < 0 ? t('line.owed') : t('line.payable')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontSize: '1.25rem' }}>
          <PayableAmount paise={statement.payable_paise} />
        </Typography>
      </Box>
    </Box>
  );
}

function Lines({ statement, home, t }: { statement: Settlement; home: string; t: SettlementTexts }) {
  const [page, setPage] = useState(0);
  const { data, isFetching, isError, refetch } = useSettlementLinesQuery({ id: statement.id, page: page + 1, page_size: LINES_PER_PAGE });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {t('lines')} · {t('linesCount', { count: statement.line_count })}
        </Typography>
        {isError ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('retry')}</Button>}>
            {t('linesFailed')}
          </Alert>
        ) : statement.line_count === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('noLines')}</Typography>
        ) : !data ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('lines')} aria-busy={isFetching || undefined}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('transaction')}</TableCell>
                    <TableCell>{t('date')}</TableCell>
                    <TableCell>{t('kind')}</TableCell>
                    <TableCell>{t('method')}</TableCell>
                    <TableCell>{t('request')}</TableCell>
                    <TableCell align="right">{t('amount')}</TableCell>
                    <TableCell align="right">{t('commission')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.code}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.created_at)}</TableCell>
                      <TableCell>{t(`kind.${line.kind}`)}</TableCell>
                      <TableCell>{t(`method.${line.method}`)}</TableCell>
                      <TableCell>
                        {line.request ? (
                          <Link component={RouterLink} to={`${home}/service-details/${line.request.id}`}>
                            {line.request.code}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: line.kind === 'refund' ? 'error.main' : undefined }}>
                        {line.kind === 'refund' ? `− ${formatInr(line.amount_paise)}` : formatInr(line.amount_paise)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatInr(line.commission_paise)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {data.total > LINES_PER_PAGE ? (
              <TablePagination component="div" count={data.total} page={page} rowsPerPage={LINES_PER_PAGE} rowsPerPageOptions={[LINES_PER_PAGE]} onPageChange={(_event, next) => setPage(next)} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Statement({ statement, role }: { statement: Settlement; role: UserType | 'guest' | null }) {
  const t = useTexts(settlementCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const home = role === 'workshop_admin' ? ROLE_HOME.workshop_admin : ROLE_HOME.super_admin;
  const mayPay = role !== null && role !== 'guest' && can(role, 'settlements.manage') && statement.status === 'open' && statement.payable_paise > 0;
  const [paying, setPaying] = useState(false);
  const payOpened = useOpenedOnce(paying);
  const language = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(true);
    try {
      // The PDF in the language the console shows.
      await downloadStatement(statement.id, format === 'pdf' ? { format, language } : { format });
    } catch {
      enqueueSnackbar(t(format === 'pdf' ? 'downloadPdfFailed' : 'downloadFailed'), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 3 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {statement.workshop.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap', rowGap: 1 }}>
                <SettlementStatusChip status={statement.status} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('statementTitle', { start: formatCalendarDate(statement.week_start), end: formatCalendarDate(statement.week_end) })}
                </Typography>
              </Stack>
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('pdf')} disabled={downloading}>
                {t('downloadPdf')}
              </Button>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('csv')} disabled={downloading}>
                {t('downloadCsv')}
              </Button>
              {mayPay ? (
                <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setPaying(true)}>
                  {t('pay')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
          <Figures statement={statement} home={home} />
          {statement.status === 'paid' && statement.utr && statement.paid_at ? (
            <Alert severity="success" sx={{ mt: 3 }}>
              {t('paidWith', { amount: formatInr(statement.payable_paise), date: formatDateTime(statement.paid_at), utr: statement.utr })}
              {statement.paid_by ? ` ${t('paidBy', { name: statement.paid_by.name })}` : ''}
            </Alert>
          ) : statement.status === 'carried' ? (
            <Alert severity="info" sx={{ mt: 3 }}>
              {t('carriedNote')}
            </Alert>
          ) : statement.payable_paise < 0 ? (
            <Alert severity="warning" sx={{ mt: 3 }}>
              {t('ownedNote')}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <Lines statement={statement} home={home} t={t} />
      <Suspense fallback={null}>{mayPay && payOpened && paying ? <PayDialog statement={statement} onClose={() => setPaying(false)} /> : null}</Suspense>
    </Stack>
  );
}

/** settlements/{id}: one weekly statement, its figures and lines, its PDF and CSV and (super admin, open, payable) its payment. */
export default function SettlementPage() {
  const t = useTexts(settlementCatalogue);
  const role = useAppSelector(selectUserType);
  const id = idFromParam(useParams().id ?? null);
  const { data, isLoading, error, refetch } = useGetSettlementQuery(id ?? 0, { skip: id === null });
  if (isLoading) return <Skeleton variant="rounded" height={360} aria-label={t('loading')} />;
  if (!data) return <RecordUnavailable validId={id !== null} error={error} onRetry={() => void refetch()} texts={{ notFound: t('notFound'), failed: t('loadFailed'), retry: t('retry') }} />;
  return <Statement statement={data} role={role} />;
}

