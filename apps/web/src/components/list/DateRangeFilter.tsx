import { Stack, TextField } from '@mui/material';

export interface DateRangeFilterProps {
  fromLabel: string;
  toLabel: string;
  /** YYYY-MM-DD, or undefined for an open end. */
  from: string | undefined;
  to: string | undefined;
  /** Called with undefined when a date is cleared. */
  onFromChange: (value: string | undefined) => void;
  onToChange: (value: string | undefined) => void;
  /** Marks "To" as wrong (before "From"). */
  invalid?: boolean;
  /** Full width on phones (the list toolbars), or its natural width. */
  fullWidthOnPhone?: boolean;
}

/** The From/To date pair of a list's filters. */
export function DateRangeFilter({ fromLabel, toLabel, from, to, onFromChange, onToChange, invalid, fullWidthOnPhone = true }: DateRangeFilterProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={fullWidthOnPhone ? { width: { xs: '100%', sm: 'auto' } } : undefined}>
      <TextField
        type="date"
        size="small"
        label={fromLabel}
        value={from ?? ''}
        onChange={(event) => onFromChange(event.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1 }}
      />
      <TextField
        type="date"
        size="small"
        label={toLabel}
        value={to ?? ''}
        onChange={(event) => onToChange(event.target.value || undefined)}
        error={invalid}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
