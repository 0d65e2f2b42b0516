import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, sanitizeOtpCode, sanitizeOtpDigit } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { authCatalogue } from './authTexts';

export interface OtpInputProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** Gets the first box so the page can focus it when step 2 opens. */
  firstInputRef?: (element: HTMLInputElement | null) => void;
}

/** Six one-digit boxes (spec §2, §5): typing moves forward, Backspace on an empty box moves back. */
export function OtpInput({ digits, onChange, disabled = false, firstInputRef }: OtpInputProps) {
  const t = useTexts(authCatalogue);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    target?.focus();
    target?.select();
  };

  /** Writes `code` into the boxes from `start` on (a paste, or an autofilled one-time code). */
  const fillFrom = (start: number, code: string) => {
    const next = [...digits];
    const from = code.length >= OTP_LENGTH ? 0 : start;
    for (let i = 0; i < code.length && from + i < OTP_LENGTH; i += 1) next[from + i] = code[i]!;
    onChange(next);
    focusBox(Math.min(from + code.length, OTP_LENGTH - 1));
  };

  const handleChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    const previous = digits[index] ?? '';
    // More than one new digit at once is an autofill (e.g. SMS one-time code), not typing.
    if (typed.length > 2 || (typed.length === 2 && !previous)) {
      fillFrom(index, sanitizeOtpCode(typed));
      return;
    }
    const digit = sanitizeOtpDigit(raw);
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const code = sanitizeOtpCode(event.clipboardData.getData('text'));
    event.preventDefault();
    if (code) fillFrom(index, code);
  };

  return (
    <div className="plain-otp" role="group" aria-label={t('otpGroupLabel')}>
      {digits.map((digit, index) => (
        <div key={index} className={disabled ? 'plain-field is-disabled' : 'plain-field'}>
          <input
            className="plain-input"
            value={digit}
            disabled={disabled}
            aria-label={t('otpDigitLabel', { position: index + 1 })}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            ref={(element) => {
              inputs.current[index] = element;
              if (index === 0) firstInputRef?.(element);
            }}
          />
          <fieldset className="plain-outline" aria-hidden="true" />
        </div>
      ))}
    </div>
  );
}

export default OtpInput;
