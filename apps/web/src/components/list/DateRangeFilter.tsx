import { Stack } from '@mui/material';
import { CompactDateField } from '../form/CompactDateField';

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

/** The From/To date pair of a list's filters and the dashboards, typed as dd/mm/yyyy. */
export function DateRangeFilter({ fromLabel, toLabel, from, to, onFromChange, onToChange, invalid, fullWidthOnPhone = true }: DateRangeFilterProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={fullWidthOnPhone ? { width: { xs: '100%', sm: 'auto' } } : undefined}>
      <CompactDateField label={fromLabel} value={from} onChange={(value) => onFromChange(value || undefined)} sx={{ flex: 1 }} />
      <CompactDateField label={toLabel} value={to} onChange={(value) => onToChange(value || undefined)} error={invalid} sx={{ flex: 1 }} />
    </Stack>
  );
}
