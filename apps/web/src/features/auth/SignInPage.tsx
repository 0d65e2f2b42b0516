import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import DirectionsCarFilledRoundedIcon from '@mui/icons-material/DirectionsCarFilledRounded';
import {
  MESSAGES,
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  homeForUserType,
  ROLE_HOME,
  sanitizePhone,
  USER_TYPES,
} from '@carcare/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MainLayout } from '../../app/lazyPages';
import { config } from '../../config';
import { serverMessageIn, translatorFor } from '../../i18n/catalogue';
import { LanguageButtons } from '../../i18n/LanguageButtons';
import { changeLanguage, chooseLanguageBeforeSignIn, languageAfterSignIn } from '../../i18n/languageStore';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { authCatalogue } from './authTexts';
import { selectAuthError, signInFailure, signInStart, signInSuccess, userUpdated } from './authSlice';
import { OtpInput } from './OtpInput';
import { serverFailureOf } from './serverFailureOf';
import { emptyOtp } from './emptyOtp';
import { useSignInNotice } from './useSignInNotice';

type Step = 'phone' | 'otp';

// The auth calls bring the HTTP client (fetch and the token refresh queue): loaded once the admin starts
// typing a number, so the page shows without them and the first call does not wait for them.
const loadAuthApi = () => import('./authApi');

const PHONE_INPUT_ID = 'sign-in-phone';

// Fixed accent: the brand blue (#2196f3) under white text, or as text on white, is below 4.5:1.
const ACCENT = '#1565c0';
const ACCENT_HOVER = '#0d47a1';
const accentText = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : ACCENT);
// The notice's red keeps 4.5:1 on white (the palette's error.main does not).
const noticeText = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.error.light : '#c62828');
const solidButtonSx = { py: 1.25, bgcolor: ACCENT, color: '#fff', '&:hover': { bgcolor: ACCENT_HOVER } } as const;

function ButtonSpinner() {
  return <CircularProgress size={18} color="inherit" aria-hidden="true" />;
}

/** Seconds left before another code may be requested; ticks once a second. */
/** The form's one big button: a spinner, and busy for screen readers, while its call runs. */
function SubmitButton({ disabled, loading, children }: { disabled: boolean; loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled} aria-busy={loading} startIcon={loading ? <ButtonSpinner /> : undefined} sx={solidButtonSx}>
      {children}
    </Button>
  );
}

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
      // While the admin reads and types the code, the console's shell and home page load.
      MainLayout.preload().catch(() => undefined);
      // The route table comes first (it is not the sign-in page's), then each role's home page.
      import('../../app/consoleRoutes').then(({ preloadConsolePage }) => {
        for (const role of USER_TYPES) preloadConsolePage(ROLE_HOME[role]);
      }, () => undefined);
    }
  }, [step]);

  const requestCode = async () => {
    setSessionNotice(null);
    setSending(true);
    try {
      const { sendOtp } = await loadAuthApi();
      const response = await sendOtp(phone);
      if (response.data?.message === MESSAGES.otpSentServer) {
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
      dispatch(signInSuccess(login));
      const after = languageAfterSignIn(login.admin.language);
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
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? theme.palette.background.default
            : 'linear-gradient(160deg, #e3f2fd 0%, #eef2f6 45%, #ede7f6 100%)',
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440, alignItems: 'center' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: ACCENT, color: '#fff', width: 44, height: 44 }} aria-hidden="true">
            <DirectionsCarFilledRoundedIcon />
          </Avatar>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'text.primary' }}>
            {t('productName')}
          </Typography>
        </Stack>
        <Card elevation={0} sx={{ width: '100%', borderRadius: `${config.borderRadius}px`, boxShadow: '0 8px 32px rgba(33, 43, 54, 0.12)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Stack spacing={1} sx={{ mb: 3, textAlign: 'center' }}>
              <Typography component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' }, lineHeight: 1.3, color: accentText }}>
                {t('title')}
              </Typography>
              <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                {t('hint')}
              </Typography>
            </Stack>

            {sessionNotice ? (
              <Typography role="alert" variant="body2" sx={{ mb: 2, textAlign: 'center', fontWeight: 500, color: noticeText }}>
                {/* The server's reason in English (it says which: timed out, signed out elsewhere…); in Hindi, that the session ended. */}
                {language === 'en' ? sessionNotice : t('sessionEnded')}
              </Typography>
            ) : null}

            {step === 'phone' ? (
              <Box component="form" noValidate onSubmit={handleSend}>
                <Stack spacing={2.5}>
                  {/* What an outlined TextField renders, without TextField's Select (menus, popovers, modals). */}
                  <FormControl fullWidth variant="outlined" disabled={sending}>
                    <InputLabel htmlFor={PHONE_INPUT_ID} id={`${PHONE_INPUT_ID}-label`} shrink>
                      {t('phoneLabel')}
                    </InputLabel>
                    <OutlinedInput
                      id={PHONE_INPUT_ID}
                      label={t('phoneLabel')}
                      notched
                      placeholder={t('phonePlaceholder')}
                      value={phone}
                      onChange={(event) => {
                        // A failed prefetch is reported by the call that needs it.
                        loadAuthApi().catch(() => undefined);
                        setPhone(sanitizePhone(event.target.value));
                      }}
                      inputRef={phoneInput}
                      autoComplete="tel-national"
                      startAdornment={<InputAdornment position="start">+91</InputAdornment>}
                      slotProps={{ input: { inputMode: 'numeric' } }}
                    />
                  </FormControl>
                  <SubmitButton disabled={sending} loading={sending}>
                    {t('getOtp')}
                  </SubmitButton>
                </Stack>
              </Box>
            ) : (
              <Box component="form" noValidate onSubmit={handleVerify}>
                <Stack spacing={2.5}>
                  <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
                    {t('codeSentTo', { phone: `+91 ${phone}` })}
                  </Typography>
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
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                    <Button variant="text" onClick={changeNumber} disabled={busy} sx={{ color: accentText }}>
                      {t('changeNumber')}
                    </Button>
                    <Button
                      variant="text"
                      onClick={() => void requestCode()}
                      disabled={busy || secondsLeft > 0}
                      sx={{ color: accentText }}
                      startIcon={sending ? <ButtonSpinner /> : undefined}
                    >
                      {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resendOtp')}
                    </Button>
                  </Stack>
                </Stack>
              </Box>
            )}
          </CardContent>
        </Card>
        <LanguageButtons label={t('language')} disabled={busy} onChoose={(chosen) => void chooseLanguageBeforeSignIn(chosen)} />
      </Stack>
    </Box>
  );
}
