import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { BULK_LEAVE_MAX_ITEMS, rejectLeaveBodySchema, type BulkLeaveAction, type BulkLeaveResponse, type Leave, type LeaveFilter } from '@carcare/contracts';
import { NO_SELECTION, type LeaveSelection } from './bulkSelection';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { formatCalendarDate } from '../../components/format/dates';
import { LEAVE_ACTION_TEXTS, LEAVE_TEXTS as T } from './leaveTexts';
import { useBulkDecideLeavesMutation } from './leavesApi';

const leaveLabel = (leave: Leave | undefined, id: number) =>
  leave ? `${leave.worker.name}, ${formatCalendarDate(leave.start_date)} – ${formatCalendarDate(leave.end_date)}` : `Leave #${id}`;

interface BulkLeaveBarProps {
  selection: LeaveSelection;
  onSelectionChange: (selection: LeaveSelection) => void;
  /** The list's current filter, its key and how many rows it matches. */
  filter: LeaveFilter;
  filterKey: string;
  total: number;
  /** The rows of the shown page: the freshest versions of the ticked ones on it. */
  pageRows: readonly Leave[];
}

/** "N selected · Select all M matching · Approve · Reject", the confirmation and the per-leave results. */
export function BulkLeaveBar({ selection, onSelectionChange, filter, filterKey, total, pageRows }: BulkLeaveBarProps) {
  const [bulkDecide, { isLoading }] = useBulkDecideLeavesMutation();
  const [asking, setAsking] = useState<BulkLeaveAction | null>(null);
  const [outcome, setOutcome] = useState<{ response: BulkLeaveResponse; rows: ReadonlyMap<number, Leave> } | null>(null);
  const allMatching = selection.allMatchingKey === filterKey;
  const count = allMatching ? total : selection.selected.size;
  // Phones show cards without checkboxes: there the bar offers "Select all matching" from the start.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const showBar = count > 0 || (phone && total > 0);
  if (!showBar && outcome === null) return null;

  const send = async (action: BulkLeaveAction, note: string | undefined) => {
    const fresh = new Map(pageRows.map((row) => [row.id, row]));
    const rows = new Map([...selection.selected].map(([id, leave]) => [id, fresh.get(id) ?? leave]));
    for (const row of pageRows) rows.set(row.id, row);
    const body = allMatching
      ? { action, note, filter, expected_count: total }
      : { action, note, items: [...selection.selected.keys()].map((id) => ({ id, version: rows.get(id)!.version })) };
    const result = await bulkDecide(body);
    if (result.data) {
      setOutcome({ response: result.data, rows });
      onSelectionChange(NO_SELECTION);
    }
    return result;
  };

  const refused = outcome?.response.results.filter((result) => result.outcome === 'refused') ?? [];
  const selectRefused = () => {
    if (!outcome) return;
    const selected = new Map<number, Leave>();
    for (const { id } of refused) {
      const row = outcome.rows.get(id);
      if (row) selected.set(id, row);
    }
    onSelectionChange({ selected, allMatchingKey: null });
    setOutcome(null);
  };
  const texts = LEAVE_ACTION_TEXTS[asking ?? 'approve'];
  const noun = count === 1 ? 'leave' : 'leaves';

  return (
    <>
      {showBar ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label="Selected leaves"
          sx={{ mx: 2, mb: 1.5, px: 2, py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', bgcolor: 'action.selected' }}
        >
          {count > 0 ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {count.toLocaleString('en-IN')} selected
            </Typography>
          ) : null}
          {!allMatching && total > count ? (
            total <= BULK_LEAVE_MAX_ITEMS ? (
              <Button size="small" onClick={() => onSelectionChange({ selected: new Map(), allMatchingKey: filterKey })}>
                Select all {total.toLocaleString('en-IN')} matching
              </Button>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Narrow the filter to {BULK_LEAVE_MAX_ITEMS.toLocaleString('en-IN')} or fewer to select all matching
              </Typography>
            )
          ) : null}
          {count > 0 ? (
          <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
            <Button size="small" variant="contained" color="success" onClick={() => setAsking('approve')}>
              {LEAVE_ACTION_TEXTS.approve.button}
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => setAsking('reject')}>
              {LEAVE_ACTION_TEXTS.reject.button}
            </Button>
            <Button size="small" onClick={() => onSelectionChange(NO_SELECTION)}>
              Clear
            </Button>
          </Box>
          ) : null}
        </Paper>
      ) : null}
      <NoteConfirmDialog
        open={asking !== null}
        subject={null}
        texts={{
          ...texts,
          title: `${texts.label} ${count.toLocaleString('en-IN')} ${noun}?`,
          text: `Each ${allMatching ? 'leave matching the list’s filter' : 'selected leave'} is decided on its own; those that cannot be are listed afterwards with the reason.`,
          confirmLabel: `${texts.label} ${count.toLocaleString('en-IN')}`,
          done: 'Leaves decided',
        }}
        cancelLabel={T.keep}
        busy={isLoading}
        required={asking === 'reject' ? { schema: rejectLeaveBodySchema, version: 0, fallback: T.noteNeeded } : undefined}
        onConfirm={(note) => send(asking!, note)}
        failedText="Could not decide the leaves."
        onClose={() => setAsking(null)}
      />
      <Dialog open={outcome !== null} onClose={() => setOutcome(null)} aria-labelledby="bulk-leave-result" maxWidth="sm" fullWidth>
        <DialogTitle id="bulk-leave-result">
          {outcome ? `${outcome.response.done} done · ${outcome.response.refused} refused` : ''}
        </DialogTitle>
        <DialogContent>
          {refused.length === 0 ? (
            <Typography>Every leave was decided.</Typography>
          ) : (
            <List dense aria-label="Refused leaves">
              {refused.map((result) => (
                <ListItem key={result.id} disableGutters>
                  <ListItemText primary={leaveLabel(outcome?.rows.get(result.id), result.id)} secondary={result.message} />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {refused.length > 0 ? <Button onClick={selectRefused}>Select the refused ones</Button> : null}
          <Button variant="contained" onClick={() => setOutcome(null)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
