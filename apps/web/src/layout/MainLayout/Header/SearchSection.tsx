import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { useRegisterSearchFocus } from '../KeyboardShortcuts/searchFocus';
import { useSearchKinds } from './useSearchKinds';
import { useTexts } from '../../../i18n/useTexts';
import { whenIdle } from '../../../app/whenIdle';
import { trackCodeLoad } from '../../../app/lazyPage';
import { layoutCatalogue } from '../layoutTexts';

// The field's Autocomplete, its popper and the search API are not needed to
// show a page: a look-alike field stands in; the real one's code loads once the page is idle, and
// it is drawn when the admin reaches for the field (pointer, focus, `/`).
const loadSearchField = () => import('./SearchField');
const SearchField = lazy(loadSearchField);
// The phone's popup around it loads when first opened.
const SearchPopup = lazy(() => import('./SearchPopup'));

interface StandIn {
  text: string;
  focused: boolean;
}

/**
 * The field as it looks, shown until the real one has loaded: what is typed into it, and its
 * focus, pass to the real field, so an early click or keystroke is not lost.
 */
function SearchFieldStandIn({ standIn, onChange, onReach, inputRef, inline }: { standIn: StandIn; onChange: (next: StandIn) => void; onReach?: () => void; inputRef?: Ref<HTMLInputElement>; inline?: boolean }) {
  const t = useTexts(layoutCatalogue);
  return (
    <OutlinedInput
      fullWidth
      onPointerEnter={onReach}
      value={standIn.text}
      placeholder={t('search')}
      autoFocus={inline}
      inputRef={inputRef}
      onChange={(event) => onChange({ text: event.target.value, focused: true })}
      onFocus={() => {
        onChange({ ...standIn, focused: true });
        onReach?.();
      }}
      onBlur={() => onChange({ ...standIn, focused: false })}
      inputProps={{ 'aria-label': t('search'), role: 'combobox', 'aria-expanded': false }}
      sx={{ height: 48, pr: '8px', ...(inline ? { flex: 1, width: 'auto', minWidth: 0 } : {}) }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      endAdornment={
        <InputAdornment position="end">
          <Box aria-hidden sx={{ display: 'flex', p: '5px', bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px' }}>
            <TuneIcon fontSize="small" />
          </Box>
        </InputAdornment>
      }
    />
  );
}

/** Header search: a field at sm and up, a search button opening a popup on small screens. */
export function SearchSection() {
  const t = useTexts(layoutCatalogue);
  const kinds = useSearchKinds();
  const [anchor, setAnchorState] = useState<HTMLElement | null>(null);
  const [popupWanted, setPopupWanted] = useState(false);
  const setAnchor = useCallback((next: HTMLElement | null) => {
    if (next) setPopupWanted(true);
    setAnchorState(next);
  }, []);
  const [standIn, setStandIn] = useState<StandIn>({ text: '', focused: false });
  const [fieldWanted, setFieldWanted] = useState(false);
  // In a transition: the stand-in (and its focus) stays on screen until the real field is ready.
  const reachField = useCallback(() => startTransition(() => setFieldWanted(true)), []);
  useEffect(() => whenIdle(() => void trackCodeLoad(loadSearchField()).catch(() => undefined)), []);
  const fieldInput = useRef<HTMLInputElement>(null);
  const popupButton = useRef<HTMLButtonElement>(null);
  // `/` focuses the field where it shows; on a phone it opens the popup, whose field takes the focus.
  const focusSearch = useCallback(() => {
    const field = fieldInput.current;
    if (field && field.getClientRects().length > 0) field.focus();
    else if (popupButton.current) setAnchor(popupButton.current);
  }, [setAnchor]);
  useRegisterSearchFocus(focusSearch);
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, width: { sm: 260, lg: 400 }, ml: 2 }}>
        <Suspense fallback={<SearchFieldStandIn standIn={standIn} onChange={setStandIn} inputRef={fieldInput} />}>
          {fieldWanted ? (
            <SearchField kinds={kinds} inputRef={fieldInput} initialText={standIn.text} autoFocus={standIn.focused} />
          ) : (
            <SearchFieldStandIn standIn={standIn} onChange={setStandIn} onReach={reachField} inputRef={fieldInput} />
          )}
        </Suspense>
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' }, ml: 1 }}>
        <IconButton
          ref={popupButton}
          aria-label={t('search')}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ bgcolor: 'secondary.light', color: 'secondary.dark', borderRadius: '8px' }}
        >
          <SearchIcon fontSize="small" />
        </IconButton>
        {popupWanted ? (
          <Suspense fallback={null}>
            <SearchPopup
              anchor={anchor}
              onClose={() => setAnchor(null)}
              standIn={<SearchFieldStandIn standIn={standIn} onChange={setStandIn} inline />}
              field={<SearchField kinds={kinds} inline onOpened={() => setAnchor(null)} initialText={standIn.text} />}
            />
          </Suspense>
        ) : null}
      </Box>
    </>
  );
}

export default SearchSection;
