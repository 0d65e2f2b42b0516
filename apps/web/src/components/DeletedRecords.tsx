import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useTexts } from '../i18n/useTexts';
import { undoCatalogue } from './undo/undoTexts';
import { serverFailureTextOf } from './form/fieldErrorText';
import { useSnackbar } from './snackbar/snackbars';

/** The "Deleted" filter of a list a super admin restores from: pressed, the list shows its deleted records. */
export function DeletedFilterButton({ pressed, onChange }: { pressed: boolean; onChange: (pressed: boolean) => void }) {
  const t = useTexts(undoCatalogue);
  return (
    <Button variant={pressed ? 'contained' : 'outlined'} color={pressed ? 'secondary' : 'inherit'} aria-pressed={pressed} startIcon={<RestoreIcon />} onClick={() => onChange(!pressed)}>
      {t('deletedFilter')}
    </Button>
  );
}

export interface DeletedRecord {
  id: number;
  version: number;
  /** How the record is named in the list (its title or name). */
  name: string;
  /** A second line (e.g. its dates or status). */
  detail?: string;
}

/**
 * A list's deleted records, each with Restore (a super admin's; the purge removes them after 30
 * days). `restore` resolves to the error of a failed call, or undefined.
 */
interface DeletedRecordsProps {
  rows: DeletedRecord[];
  label: string;
  emptyText: string;
  restore: (row: DeletedRecord) => Promise<unknown>;
}

export function DeletedRecords({ rows, label, emptyText, restore }: DeletedRecordsProps) {
  const t = useTexts(undoCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [restoring, setRestoring] = useState<number | null>(null);
  const onRestore = async (row: DeletedRecord) => {
    setRestoring(row.id);
    const error = await restore(row);
    setRestoring(null);
    if (error) enqueueSnackbar(serverFailureTextOf(error) ?? t('restoreFailed'), { variant: 'error' });
    else enqueueSnackbar(t('restored'), { variant: 'success' });
  };
  return (
    <Stack spacing={1.5}>
      <Alert severity="info">{t('deletedFilterHint')}</Alert>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{emptyText}</Typography>
      ) : (
        <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
          {rows.map((row) => (
            <Box key={row.id} component="li" aria-label={row.name} sx={{ listStyle: 'none', py: 1.5, display: 'flex', gap: 2, alignItems: 'center', '& + &': { borderTop: 1, borderColor: 'divider' } }}>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{row.name}</Typography>
                {row.detail ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {row.detail}
                  </Typography>
                ) : null}
              </Box>
              <Button variant="outlined" size="small" startIcon={<RestoreIcon />} disabled={restoring !== null} aria-label={t('restoreNamed', { name: row.name })} onClick={() => void onRestore(row)}>
                {t('restore')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** A paged list's "Deleted" view in place of the list: the pressed filter (back to the list) above the deleted records. */
export function DeletedRecordsCard({ loading, onShowAll, ...records }: DeletedRecordsProps & { loading: boolean; onShowAll: () => void }) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <DeletedFilterButton pressed onChange={onShowAll} />
        </Stack>
        {loading ? <Skeleton height={64} /> : <DeletedRecords {...records} />}
      </CardContent>
    </Card>
  );
}

/** What a list's "Deleted" view asks its list endpoint for: the deleted records, all on one page. */
const DELETED_PAGE = { deleted: 'true', page_size: 100 } as const;

interface DeletedListCardProps<T extends { id: number; version: number }> {
  /** The list's query hook, asked for its deleted records. */
  useList: (args: typeof DELETED_PAGE) => { data?: { data: T[] }; isLoading: boolean };
  /** The resource's restore mutation hook. */
  useRestore: () => readonly [(args: { id: number; version: number }) => PromiseLike<{ error?: unknown }>, ...unknown[]];
  /** How a deleted record is named in the view. */
  describe: (row: T) => { name: string; detail?: string };
  label: string;
  emptyText: string;
  onShowAll: () => void;
}

/** A paged list's "Deleted" view from its own list and restore endpoints (a super admin's). */
export function DeletedListCard<T extends { id: number; version: number }>({ useList, useRestore, describe, ...texts }: DeletedListCardProps<T>) {
  const { data, isLoading } = useList(DELETED_PAGE);
  const [restore] = useRestore();
  return (
    <DeletedRecordsCard
      loading={isLoading}
      rows={(data?.data ?? []).map((row) => ({ id: row.id, version: row.version, ...describe(row) }))}
      restore={async ({ id, version }) => (await restore({ id, version })).error}
      {...texts}
    />
  );
}

export interface ListOrDeletedProps<T extends { id: number; version: number }> {
  /** The "Deleted" view: the list's hooks and words (its Show all goes back to the list). */
  deleted: Omit<DeletedListCardProps<T>, 'onShowAll'>;
  /** Draws the list, given what switches to the "Deleted" view (its Deleted filter button's action). */
  list: (showDeleted: () => void) => ReactNode;
}

/** A list page that a super admin restores from: the list, or in its place the list's "Deleted" view. */
export function ListOrDeleted<T extends { id: number; version: number }>({ deleted, list }: ListOrDeletedProps<T>) {
  const [showDeleted, setShowDeleted] = useState(false);
  if (showDeleted) return <DeletedListCard<T> {...deleted} onShowAll={() => setShowDeleted(false)} />;
  return list(() => setShowDeleted(true));
}
