import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import type { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { useNavigate } from 'react-router';
import type { SearchItem, SearchKind } from '@carcare/contracts';
import { isUserType, SEARCH_KINDS_BY_ROLE, SEARCH_MIN_LENGTH } from '@carcare/contracts';
import { useAppSelector } from '../../../app/hooks';
import { selectUserType } from '../../../features/auth/authSlice';
import { useSearchQuery } from '../../../features/search/searchApi';
import { searchCatalogue } from '../../../features/search/searchTexts';
import { useTexts } from '../../../i18n/useTexts';
import { SHELL_LABELS } from '../labels';
import { useRegisterSearchFocus } from '../KeyboardShortcuts/searchFocus';

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

/** The kinds the signed-in role may search, and the subset the filter button has chosen. */
function useSearchKinds() {
  const userType = useAppSelector(selectUserType);
  const allowed = useMemo(() => (isUserType(userType) ? SEARCH_KINDS_BY_ROLE[userType] : []), [userType]);
  const [unchecked, setUnchecked] = useState<readonly SearchKind[]>([]);
  const chosen = allowed.filter((kind) => !unchecked.includes(kind));
  const toggle = (kind: SearchKind) =>
    setUnchecked((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind]));
  return { allowed, chosen, toggle };
}

type Kinds = ReturnType<typeof useSearchKinds>;

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

function KindFilters({ kinds }: { kinds: Kinds }) {
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
function SearchField({ kinds, inline = false, onOpened, inputRef }: { kinds: Kinds; inline?: boolean; onOpened?: () => void; inputRef?: Ref<HTMLInputElement> }) {
  const t = useTexts(searchCatalogue);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const ready = q.length >= SEARCH_MIN_LENGTH && text.trim().length >= SEARCH_MIN_LENGTH;
  const { currentData, isFetching, isError } = useSearchQuery({ q, kinds: kinds.chosen }, { skip: !ready || kinds.chosen.length === 0 });
  const groups = ready ? (currentData?.groups ?? []) : [];
  const options = groups.flatMap((group) => group.items);
  const moreIn = new Set(groups.filter((group) => group.has_more).map((group) => group.kind));

  let noOptionsText: ReactNode = t('noMatches');
  if (text.trim().length < SEARCH_MIN_LENGTH) noOptionsText = t('tooShort', { min: SEARCH_MIN_LENGTH });
  else if (isError) noOptionsText = t('failed');

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
        groupBy={(item) => t(`kind.${item.kind}`)}
        getOptionLabel={(item) => item.title}
        getOptionKey={(item) => `${item.kind}-${item.id}`}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
        autoHighlight
        forcePopupIcon={false}
        blurOnSelect
        clearOnBlur={false}
        loading={ready && isFetching}
        loadingText={t('searching')}
        noOptionsText={noOptionsText}
        fullWidth
        // In the popup the field shares its row with Close; the results wrap below both.
        sx={inline ? { flex: 1, width: 'auto', minWidth: 0 } : undefined}
        slots={inline ? { popper: InlineResults } : undefined}
        slotProps={{
          popper: inline ? undefined : { sx: { minWidth: 320 } },
          paper: inline ? { elevation: 0, sx: { mt: 1, borderTop: 1, borderColor: 'divider', borderRadius: 0 } } : { elevation: RESULTS_ELEVATION },
          listbox: { 'aria-label': SHELL_LABELS.search } as object,
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
                  {t('more')}
                </Typography>
              )}
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={SHELL_LABELS.search}
            autoFocus={inline}
            inputRef={inputRef}
            slotProps={{
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': SHELL_LABELS.search },
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
        slotProps={{ paper: { role: 'dialog', 'aria-label': SHELL_LABELS.searchFilters, sx: { p: 2, minWidth: 200, boxShadow: 3 } } as object }}
      >
        <KindFilters kinds={kinds} />
      </Popover>
    </>
  );
}

/** Header search: a field at sm and up, a search button opening a popup on small screens. */
export function SearchSection() {
  const kinds = useSearchKinds();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fieldInput = useRef<HTMLInputElement>(null);
  const popupButton = useRef<HTMLButtonElement>(null);
  // `/` focuses the field where it shows; on a phone it opens the popup, whose field takes the focus.
  const focusSearch = useCallback(() => {
    const field = fieldInput.current;
    if (field && field.getClientRects().length > 0) field.focus();
    else if (popupButton.current) setAnchor(popupButton.current);
  }, []);
  useRegisterSearchFocus(focusSearch);
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, width: { sm: 260, lg: 400 }, ml: 2 }}>
        <SearchField kinds={kinds} inputRef={fieldInput} />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' }, ml: 1 }}>
        <IconButton
          ref={popupButton}
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
          <Paper role="dialog" aria-label={SHELL_LABELS.search} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, p: 2 }}>
            <SearchField kinds={kinds} inline onOpened={() => setAnchor(null)} />
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
