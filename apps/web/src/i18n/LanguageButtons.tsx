import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@carcare/contracts';
import { useLanguage } from './useTexts';

export interface LanguageButtonsProps {
  /** The group's accessible name ("Language" in the language shown). */
  label: string;
  onChoose: (language: Language) => void;
  disabled?: boolean;
}

/** English | हिन्दी: each language named in itself, the one shown marked pressed. */
export function LanguageButtons({ label, onChoose, disabled = false }: LanguageButtonsProps) {
  const shown = useLanguage();
  return (
    <Stack direction="row" role="group" aria-label={label} spacing={0.5} sx={{ justifyContent: 'center' }}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="small"
          variant={language === shown ? 'outlined' : 'text'}
          aria-pressed={language === shown}
          disabled={disabled}
          onClick={() => onChoose(language)}
          sx={{ minWidth: 72, color: 'text.primary', borderColor: 'divider' }}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Stack>
  );
}
