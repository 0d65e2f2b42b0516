import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';

export interface ListToolbarProps {
  query: string;
  onQueryChange: (q: string) => void;
  searchLabel: string;
  /** Filter controls (selects, date fields) shown after the search box. */
  filters?: ReactNode;
  /** Buttons on the right: export, add. */
  actions?: ReactNode;
  onClear?: () => void;
  canClear?: boolean;
}

const SEARCH_DEBOUNCE_MS = 350;

/** Search box (debounced into the URL), filters and actions above a list. */
export function ListToolbar({ query, onQueryChange, searchLabel, filters, actions, onClear, canClear }: ListToolbarProps) {
  const [draft, setDraft] = useState(query);
  // A new query from outside (back button, "Clear filters") replaces what is typed.
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    setDraft(query);
  }
  useEffect(() => {
    if (draft === query) return undefined;
    const timer = window.setTimeout(() => onQueryChange(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, query, onQueryChange]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label={searchLabel}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onQueryChange(draft);
        }}
        sx={{ minWidth: { md: 260 } }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {filters}
      {onClear && canClear ? (
        <Button size="small" startIcon={<FilterAltOffIcon />} onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions}
      </Stack>
    </Stack>
  );
}
