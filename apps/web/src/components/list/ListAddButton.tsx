import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

/** The contained "add" button on the right of a list's toolbar. */
export function ListAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
