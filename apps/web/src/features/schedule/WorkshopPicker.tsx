import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface WorkshopPickerProps {
  label: string;
  /** The chosen workshop's id, '' while none is. */
  value: string;
  workshops: readonly { id: number; name: string }[];
  onChange: (id: string) => void;
}

/** The super admin's choice of the workshop whose day the board shows. */
export function WorkshopPicker({ label, value, workshops, onChange }: WorkshopPickerProps) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} fullWidth>
      {workshops.map((workshop) => (
        <MenuItem key={workshop.id} value={String(workshop.id)}>
          {workshop.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
