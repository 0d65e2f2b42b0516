import { useEffect, useState, type ReactNode, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import type { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { useNavigate } from 'react-router';
import type { SearchItem } from '@carcare/contracts';
import { SEARCH_MIN_LENGTH } from '@carcare/contracts';
import { searchCatalogue, useSearchQuery } from '../../../features/search/public';
import { useTexts } from '../../../i18n/useTexts';
import { layoutCatalogue } from '../layoutTexts';
import type { SearchKinds } from './useSearchKinds';

const DEBOUNCE_MS = 250;
/** The results float over the page (an open menu's depth), so they never blend into it. */
const RESULTS_ELEVATION = 8;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}


/**
 * The phone popup's results, laid out inside the popup under the field instead of floating over
 * the page title; `order` and a full row put them below the field and the Close button.
 */
function InlineResults({ open, children, className }: PopperProps) {
  if (!open || typeof children === 'function') return null;
  return (
    <Box className={className} sx={{ order: 1, flexBasis: '100%' }}>
      {children}
    </Box>
  );
}

function KindFilters({ kinds }: { kinds: SearchKinds }) {
  const t = useTexts(searchCatalogue);
  return (
    <FormGroup aria-label={t('filtersTitle')}>
      <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
        {t('filtersTitle')}
      </Typography>
      {kinds.allowed.map((kind) => {
        const checked = kinds.chosen.includes(kind);
        return (
          <FormControlLabel
            key={kind}
            label={t(`kind.${kind}`)}
            // At least one kind stays searched.
            control={<Checkbox checked={checked} disabled={checked && kinds.chosen.length === 1} onChange={() => kinds.toggle(kind)} />}
          />
        );
      })}
    </FormGroup>
  );
}

/**
 * The search field: matches grouped by kind as the user types, arrow keys move through them and
 * Enter opens the highlighted one (the first by default); the filter button limits the kinds.
 */
export interface SearchFieldProps {
  kinds: SearchKinds;
  inline?: boolean;
  onOpened?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** What was typed into the look-alike field shown while this one loaded (SearchSection). */
  initialText?: string;
  autoFocus?: boolean;
}

export function SearchField({ kinds, inline = false, onOpened, inputRef, initialText = '', autoFocus = false }: SearchFieldProps) {
  const t = useTexts(layoutCatalogue);
  const ts = useTexts(searchCatalogue);
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const ready = q.length >= SEARCH_MIN_LENGTH && text.trim().length >= SEARCH_MIN_LENGTH;
  const { currentData, isFetching, isError } = useSearchQuery({ q, kinds: kinds.chosen }, { skip: !ready || kinds.chosen.length === 0 });
  const groups = ready ? (currentData?.groups ?? []) : [];
  const options = groups.flatMap((group) => group.items);
  const moreIn = new Set(groups.filter((group) => group.has_more).map((group) => group.kind));

  let noOptionsText: ReactNode = ts('noMatches');
  if (text.trim().length < SEARCH_MIN_LENGTH) noOptionsText = ts('tooShort', { min: SEARCH_MIN_LENGTH });
  else if (isError) noOptionsText = ts('failed');

  const open = (item: SearchItem | null) => {
    if (!item) return;
    setText('');
    onOpened?.();
    void navigate(item.link);
  };

  return (
    <>
      <Autocomplete<SearchItem, false, false, false>
        options={options}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_event, item) => open(item)}
        filterOptions={(all) => all}
        groupBy={(item) => ts(`kind.${item.kind}`)}
        getOptionLabel={(item) => item.title}
        getOptionKey={(item) => `${item.kind}-${item.id}`}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
        autoHighlight
        // Text typed into the stand-in (SearchSection) shows its matches as soon as this field takes over.
        openOnFocus={initialText !== ''}
        forcePopupIcon={false}
        blurOnSelect
        clearOnBlur={false}
        loading={ready && isFetching}
        loadingText={ts('searching')}
        noOptionsText={noOptionsText}
        fullWidth
        // In the popup the field shares its row with Close; the results wrap below both.
        sx={inline ? { flex: 1, width: 'auto', minWidth: 0 } : undefined}
        slots={inline ? { popper: InlineResults } : undefined}
        slotProps={{
          popper: inline ? undefined : { sx: { minWidth: 320 } },
          paper: inline ? { elevation: 0, sx: { mt: 1, borderTop: 1, borderColor: 'divider', borderRadius: 0 } } : { elevation: RESULTS_ELEVATION },
          listbox: { 'aria-label': t('search') } as object,
        }}
        renderGroup={(params) => (
          <li key={params.key}>
            <Typography variant="overline" component="div" sx={{ px: 2, pt: 1, color: 'text.secondary', lineHeight: 2 }}>
              {params.group}
            </Typography>
            <Box component="ul" sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        renderOption={({ key, ...props }, item) => {
          const lastOfGroup = moreIn.has(item.kind) && options.filter((o) => o.kind === item.kind).at(-1) === item;
          return (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Typography variant="body1" component="div" noWrap>
                {item.title}
              </Typography>
              <Typography variant="caption" component="div" color="text.secondary" noWrap>
                {item.subtitle}
              </Typography>
              {lastOfGroup && (
                <Typography variant="caption" component="div" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {ts('more')}
                </Typography>
              )}
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={t('search')}
            autoFocus={inline || autoFocus}
            inputRef={inputRef}
            slotProps={{
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search') },
              input: {
                ...params.slotProps.input,
                sx: { height: 48, pr: '8px !important' },
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={t('searchFilters')}
                      aria-haspopup="dialog"
                      aria-expanded={Boolean(filterAnchor)}
                      size="small"
                      onClick={(event) => setFilterAnchor(event.currentTarget)}
                      sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px', '&:hover': { bgcolor: 'secondary.dark', color: 'secondary.contrastText' } }}
                    >
                      <TuneIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <Popover
        open={Boolean(filterAnchor)}
        anchorEl={filterAnchor}
        onClose={() => setFilterAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('searchFilters'), sx: { p: 2, minWidth: 200, boxShadow: 3 } } as object }}
      >
        <KindFilters kinds={kinds} />
      </Popover>
    </>
  );
}

export default SearchField;
