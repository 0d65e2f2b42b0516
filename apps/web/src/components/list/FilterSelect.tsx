import { MenuItem, TextField } from '@mui/material';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  /** Called with undefined when the "any" entry is picked, so the filter leaves the URL. */
  onChange: (value: string | undefined) => void;
  anyLabel: string;
  options: readonly FilterOption[];
  minWidth: number;
}

/** A toolbar drop-down filter whose first entry means "no filter". */
export function FilterSelect({ label, value, onChange, anyLabel, options, minWidth }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
