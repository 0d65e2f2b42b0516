import { LANGUAGE_NAMES, LANGUAGES } from '@carcare/contracts';
import type { LanguageButtonsProps } from './LanguageButtons';
import { useLanguage } from './useTexts';

/**
 * LanguageButtons for the pages drawn without MUI (the sign-in page): English | हिन्दी, each
 * language named in itself, the one shown marked pressed and outlined.
 */
export function PlainLanguageButtons({ label, onChoose, disabled = false }: LanguageButtonsProps) {
  const shown = useLanguage();
  return (
    <div className="plain-languages" role="group" aria-label={label}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="plain-button is-small"
          aria-pressed={language === shown}
          disabled={disabled}
          onClick={() => onChoose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
