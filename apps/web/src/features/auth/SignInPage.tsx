import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  homeForUserType,
  ROLE_HOME,
  sanitizePhone,
  USER_TYPES,
} from '@carcare/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadConsoleRoutes, preloadConsoleShell } from '../../app/consoleParts';
import { trackCodeLoad } from '../../app/lazyPage';
import { PlainPage, PlainSpinner } from '../../components/plain/PlainPage';
import { serverMessageIn, translatorFor } from '../../i18n/catalogue';
import { changeLanguage, chooseLanguageBeforeSignIn, languageAfterSignIn } from '../../i18n/languageStore';
import { PlainLanguageButtons } from '../../i18n/PlainLanguageButtons';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { authCatalogue } from './authTexts';
import { selectAuthError, signInFailure, signInStart, signInSuccess, userUpdated } from '../../app/session/authSlice';
import { OtpInput } from './OtpInput';
import { serverFailureOf } from './serverFailureOf';
import { emptyOtp } from './emptyOtp';
import { useSignInNotice } from './useSignInNotice';
import { useEndFirstFrame } from '../../app/firstFrame';

type Step = 'phone' | 'otp';

// The auth calls bring the HTTP client (fetch and the token refresh queue): loaded once the admin starts
// typing a number, so the page shows without them and the first call does not wait for them.
const loadAuthApi = () => import('./authApi');

const PHONE_INPUT_ID = 'sign-in-phone';

// Drawn without MUI (styles/plainPages.css) so the page every visit starts from loads neither MUI
// nor emotion; it looks as the console's MUI theme draws it. The accent is a fixed blue: the brand
// blue (#2196f3) under white text, or as text on white, is below 4.5:1.

// Material's DirectionsCarFilledRounded icon, the console's logo mark.
const CAR_ICON_PATH =
  'M18.92 6.01C18.72 5.42 18.16 5 17.5 5h-11c-.66 0-1.21.42-1.42 1.01L3 12v7.5c0 .83.67 1.5 1.5 1.5S6 20.33 6 19.5V19h12v.5c0 .82.67 1.5 1.5 1.5.82 0 1.5-.67 1.5-1.5V12zM7.5 16c-.83 0-1.5-.67-1.5-1.5S6.67 13 7.5 13s1.5.67 1.5 1.5S8.33 16 7.5 16m9 0c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5M5.81 10l1.04-3h10.29l1.04 3z';

/** The form's one big button: a spinner, and busy for screen readers, while its call runs. */
function SubmitButton({ disabled, loading, children }: { disabled: boolean; loading: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="plain-button is-solid" disabled={disabled} aria-busy={loading}>
      {loading ? <PlainSpinner /> : null}
      {children}
    </button>
  );
}

/** Seconds left before another code may be requested; ticks once a second. */
function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const start = useCallback(() => {
    const started = Date.now();
    setNow(started);
    setUntil(started + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** The sign-in card (spec §2 "Sign-in", §4 "Login flow", §5, §8). */
export default function SignInPage() {
  useEndFirstFrame();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useSignInNotice();
  const t = useTexts(authCatalogue);
  const language = useLanguage();
  /** The failure's text: the server's own message in English, the code's message in Hindi. */
  const failureText = (error: unknown, fallback: string) => {
    const failure = serverFailureOf(error);
    return failure ? serverMessageIn(authCatalogue, language, failure) : fallback;
  };
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const { secondsLeft, start: startCooldown } = useCountdown();
  const phoneInput = useRef<HTMLInputElement | null>(null);
  const firstDigit = useRef<HTMLInputElement | null>(null);
  // Why the last session ended (a refused refresh: timed out, revoked, account disabled), as it was when the page opened.
  const endedReason = useAppSelector(selectAuthError);
  const [sessionNotice, setSessionNotice] = useState(endedReason);

  useEffect(() => {
    (step === 'otp' ? firstDigit.current : phoneInput.current)?.focus();
    if (step === 'otp') {
      // While the admin reads and types the code, the console's shell (MUI, its theme, notistack),
      // its layout and the home pages load.
      preloadConsoleShell();
      // The route table comes first (it is not the sign-in page's), then each role's home page.
      trackCodeLoad(loadConsoleRoutes()).then(({ preloadConsolePage }) => {
        for (const role of USER_TYPES) preloadConsolePage(ROLE_HOME[role]);
      }, () => undefined);
    }
  }, [step]);

  const requestCode = async () => {
    setSessionNotice(null);
    setSending(true);
    try {
      const { sendOtp, otpWasSent } = await loadAuthApi();
      if (otpWasSent(await sendOtp(phone))) {
        notify('success', t('otpSentToast'));
        setDigits(emptyOtp());
        setStep('otp');
        startCooldown();
        firstDigit.current?.focus();
      } else {
        notify('error', t('sendOtpFailed'));
      }
    } catch (error) {
      notify('error', failureText(error, t('sendOtpFailed')));
    } finally {
      setSending(false);
    }
  };

  const handleSend = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!phone) {
      notify('error', t('phoneRequired'));
      phoneInput.current?.focus();
      return;
    }
    void requestCode();
  };

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const otp = digits.join('');
    if (otp.length !== OTP_LENGTH) {
      notify('error', t('otpIncomplete'));
      return;
    }
    setVerifying(true);
    dispatch(signInStart());
    try {
      const { verifyOtp, saveLanguage } = await loadAuthApi();
      const response = await verifyOtp(phone, otp);
      const login = response.data?.data;
      if (response.status !== 200 || !login?.access || !login.refresh || !login.admin) {
        throw new Error(t('verifyOtpFailed'));
      }
      const after = languageAfterSignIn(login.admin.language);
      // The admin object says the language picked here before its save answers, so the console's
      // shell (useAdminLanguage) does not switch back to the one the server had.
      dispatch(signInSuccess(after.saveOnAdmin ? { ...login, admin: { ...login.admin, language: after.language } } : login));
      await changeLanguage(after.language);
      if (after.saveOnAdmin) {
        // The language picked here becomes the admin's; if saving fails it stays shown for this visit.
        saveLanguage(after.language)
          .then((saved) => dispatch(userUpdated(saved.data)))
          .catch(() => undefined);
      }
      notify('success', translatorFor(authCatalogue, after.language)('loginSuccess'));
      await navigate(homeForUserType(login.admin.user_type), { replace: true });
    } catch (error) {
      const message = failureText(error, t('verifyOtpFailed'));
      dispatch(signInFailure(message));
      notify('error', message);
      setVerifying(false);
    }
  };

  const changeNumber = () => {
    setDigits(emptyOtp());
    setStep('phone');
  };

  const busy = sending || verifying;

  return (
    <PlainPage>
      <div className="plain-column">
        <div className="plain-brand">
          <span className="plain-brand-mark" aria-hidden="true">
            <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" focusable="false">
              <path d={CAR_ICON_PATH} />
            </svg>
          </span>
          <p className="plain-brand-name">{t('productName')}</p>
        </div>
        <div className="plain-card">
          <div className="plain-card-header">
            <h1 className="plain-title">{t('title')}</h1>
            <p className="plain-text">{t('hint')}</p>
          </div>

          {sessionNotice ? (
            <p role="alert" className="plain-notice">
              {/* The server's reason in English (it says which: timed out, signed out elsewhere…); in Hindi, that the session ended. */}
              {language === 'en' ? sessionNotice : t('sessionEnded')}
            </p>
          ) : null}

          {step === 'phone' ? (
            <form noValidate onSubmit={handleSend} className="plain-stack">
              {/* An outlined input with its label in the border's notch, as MUI draws it. */}
              <div className={sending ? 'plain-field is-disabled' : 'plain-field'}>
                <label className="plain-field-label" htmlFor={PHONE_INPUT_ID} id={`${PHONE_INPUT_ID}-label`}>
                  {t('phoneLabel')}
                </label>
                <span className="plain-field-prefix">+91</span>
                <input
                  id={PHONE_INPUT_ID}
                  className="plain-input"
                  placeholder={t('phonePlaceholder')}
                  value={phone}
                  disabled={sending}
                  onChange={(event) => {
                    // A failed prefetch is reported by the call that needs it.
                    loadAuthApi().catch(() => undefined);
                    setPhone(sanitizePhone(event.target.value));
                  }}
                  ref={phoneInput}
                  autoComplete="tel-national"
                  inputMode="numeric"
                />
                <fieldset className="plain-outline" aria-hidden="true">
                  <legend>
                    <span>{t('phoneLabel')}</span>
                  </legend>
                </fieldset>
              </div>
              <SubmitButton disabled={sending} loading={sending}>
                {t('getOtp')}
              </SubmitButton>
            </form>
          ) : (
            <form noValidate onSubmit={handleVerify} className="plain-stack">
              <p className="plain-small">{t('codeSentTo', { phone: `+91 ${phone}` })}</p>
              <OtpInput
                digits={digits}
                onChange={setDigits}
                disabled={verifying}
                firstInputRef={(element) => {
                  firstDigit.current = element;
                }}
              />
              <SubmitButton disabled={busy} loading={verifying}>
                {t('verifyOtp')}
              </SubmitButton>
              <div className="plain-row">
                <button type="button" className="plain-button" onClick={changeNumber} disabled={busy}>
                  {t('changeNumber')}
                </button>
                <button type="button" className="plain-button" onClick={() => void requestCode()} disabled={busy || secondsLeft > 0} aria-busy={sending}>
                  {sending ? <PlainSpinner /> : null}
                  {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resendOtp')}
                </button>
              </div>
            </form>
          )}
        </div>
        <PlainLanguageButtons label={t('language')} disabled={busy} onChoose={(chosen) => void chooseLanguageBeforeSignIn(chosen)} />
      </div>
    </PlainPage>
  );
}
