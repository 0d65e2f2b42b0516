import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Collapse, InputAdornment, TextField, useMediaQuery, useTheme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import TuneIcon from '@mui/icons-material/Tune';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import type { ListPageController } from './useListPage';

/** The part of a list's controller the toolbar drives. */
export type ToolbarList = Pick<ListPageController<unknown, string>, 'q' | 'setQuery' | 'clearFilters' | 'filtered'>;

export interface ListToolbarProps {
  list: ToolbarList;
  /** The search box's label; a list the server cannot search has none. */
  searchLabel?: string;
  /** The label of the button that clears the search and filters. */
  clearLabel?: string;
  /** Filter controls (selects, date fields) shown after the search box, in the same row. */
  filters?: ReactNode;
  /** Buttons on the right: export, add. */
  actions?: ReactNode;
}

const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search box (debounced into the URL), filters and actions above a list, in one row that wraps:
 * every control is a small field or button of the same height, aligned on its centre line; on a
 * phone each takes the whole width.
 */
export function ListToolbar({ list, searchLabel, clearLabel, filters, actions }: ListToolbarProps) {
  const t = useTexts(listCatalogue);
  const { q: query, setQuery: onQueryChange } = list;
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
  // On a phone the filters fold away behind one button, so the rows start on the first screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const foldFilters = phone && Boolean(filters);

  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar.label')}
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        // Fields sit on one centre line: no helper-text space, no margin of their own.
        '& > .MuiFormControl-root': { m: 0, flex: { xs: '1 1 100%', sm: '0 0 auto' } },
        '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
      }}
    >
      {searchLabel === undefined ? null : (
      <TextField
        size="small"
        label={searchLabel}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onQueryChange(draft);
        }}
        sx={{ minWidth: { sm: 240 } }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      )}
      {foldFilters ? (
        <Button
          variant="outlined"
          startIcon={
            <Badge color="primary" variant="dot" invisible={!list.filtered}>
              <TuneIcon />
            </Badge>
          }
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('toolbar.filters')}
        </Button>
      ) : (
        filters
      )}
      {foldFilters ? (
        <Collapse in={filtersOpen} sx={{ width: '100%' }} unmountOnExit>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, '& > .MuiFormControl-root': { width: '100%' } }}>{filters}</Box>
        </Collapse>
      ) : null}
      {list.filtered ? (
        <Button size="small" startIcon={<FilterAltOffIcon />} onClick={list.clearFilters}>
          {clearLabel ?? t('toolbar.clearFilters')}
        </Button>
      ) : null}
      {actions ? (
        <Box sx={{ ml: { sm: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: 1, width: { xs: '100%', sm: 'auto' } }}>{actions}</Box>
      ) : null}
    </Box>
  );
}
