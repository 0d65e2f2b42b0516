import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { useSnackbar } from 'notistack';
import { SHELL_LABELS } from '../labels';

/** The search field with its filter button; not wired to data yet, so Enter tells so. */
function SearchField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [value, setValue] = useState('');
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') enqueueSnackbar(SHELL_LABELS.searchSoon, { variant: 'info' });
  };
  return (
    <>
      <OutlinedInput
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={SHELL_LABELS.search}
        autoFocus={autoFocus}
        fullWidth
        inputProps={{ 'aria-label': SHELL_LABELS.search, type: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={SHELL_LABELS.searchFilters}
              aria-haspopup="dialog"
              aria-expanded={Boolean(filterAnchor)}
              size="small"
              onClick={(event) => setFilterAnchor(event.currentTarget)}
              sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px', '&:hover': { bgcolor: 'secondary.dark', color: 'secondary.contrastText' } }}
            >
              <TuneIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        }
        sx={{ height: 48, pr: 1 }}
      />
      <Popover
        open={Boolean(filterAnchor)}
        anchorEl={filterAnchor}
        onClose={() => setFilterAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': SHELL_LABELS.searchFilters, sx: { p: 2, maxWidth: 280, boxShadow: 3 } } as object }}
      >
        <Typography id={hintId} variant="body1">
          {SHELL_LABELS.searchFiltersSoon}
        </Typography>
      </Popover>
    </>
  );
}

/** Header search: a field at sm and up, a search button opening a popup on small screens. */
export function SearchSection() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, width: { sm: 260, lg: 400 }, ml: 2 }}>
        <SearchField />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' }, ml: 1 }}>
        <IconButton
          aria-label={SHELL_LABELS.search}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px' }}
        >
          <SearchIcon fontSize="small" />
        </IconButton>
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorReference="anchorPosition"
          anchorPosition={{ top: 76, left: 0 }}
          slotProps={{ paper: { sx: { width: 'calc(100vw - 16px)', mx: 1, boxShadow: 3 } } }}
        >
          <Paper role="dialog" aria-label={SHELL_LABELS.search} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
            <SearchField autoFocus />
            <IconButton aria-label={SHELL_LABELS.closeSearch} onClick={() => setAnchor(null)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Paper>
        </Popover>
      </Box>
    </>
  );
}

export default SearchSection;
