import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { DEFAULT_OTP_LENGTH, isOtpCode, newPasswordProblemKey } from '@matka/shared-kernel/domain';
import { kernelTexts } from '@matka/shared-kernel/languages';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Button, FieldError, OtpBoxes, PasswordField } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { accountTexts } from './account-texts';
import { forgetRegisterStep, registerDraftAtom } from '../session/drafts';
import { AuthFrame, Centered } from './AuthFrame';
import { useProblemText } from './problem-text';
import { ResendCode } from './ResendCode';

/**
 * Registration OTP: the code sent to the number; the server checks it and creates the account. Reloaded, the step
 * comes back from this tab (drafts.ts) without the password, which is asked for again here.
 */
export default function RegisterOtp() {
  const [draft, setDraft] = useAtom(registerDraftAtom);
  const setSession = useSetAtom(sessionAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const navigate = useNavigate();
  const t = hostTexts.useTexts();
  const a = accountTexts.useTexts();
  const k = kernelTexts.useTexts();
  const problemText = useProblemText();
  // The server answers a wrong code in the page's language, with the kernel's text.
  const isWrongCode = (message: string) => message === k('otpInvalid');
  const { send, busy } = useSend('api-user-registration', {
    failure: t('genericError'),
    // A wrong code is "Enter Valid OTP", as when it is too short; anything else is "Error registering: …".
    failureToast: (message) => (isWrongCode(message) ? a('enterValidOtp') : a('registerError', { message })),
    onFailure: (message) => setError(isWrongCode(message) ? a('enterValidOtp') : message),
    onSuccess: (answer) => {
      // The tab's step goes at once (Home may take a while to come); the draft in memory goes with this screen.
      forgetRegisterStep();
      setSession({ username: answer.user_name, mobile: answer.mobile });
      navigate(PATHS.home, { replace: true });
    },
  });

  // The draft (with the password) goes when this screen does, but for Back to Previous Page: the register form takes
  // it back (and clears it). Clearing it here would redirect to /r before the router's transition to /imp lands.
  const back = useRef(false);
  useEffect(
    () => () => {
      if (!back.current) setDraft(null);
    },
    [setDraft],
  );

  if (!draft) return <Navigate to={PATHS.register} replace />;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const problem = draft.password === undefined ? problemText(newPasswordProblemKey(password, 'passwordRequired')) : null;
    setPasswordError(problem);
    if (!isOtpCode(code, draft.otpLength)) {
      setError(a('enterValidOtp'));
      return;
    }
    setError(null);
    if (problem) return;
    await send({ name: draft.username, mobile: draft.phone, password: draft.password ?? password, otp: code, device_id: 'web' });
  }

  return (
    <AuthFrame title={a('verifyTitle')} subtitle={a('codeSentTo', { phone: draft.phone })}>
      <form onSubmit={verify} noValidate>
        {draft.password === undefined && (
          <>
            <p>{a('passwordAgain')}</p>
            <PasswordField label={t('password')} value={password} onChange={setPassword} error={passwordError} autoComplete="new-password" />
          </>
        )}
        <OtpBoxes length={draft.otpLength ?? DEFAULT_OTP_LENGTH} value={code} onChange={setCode} label={a('otp')} />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Button type="submit" disabled={busy}>
          {busy ? a('verifying') : a('verifyCode')}
        </Button>
      </form>
      <ResendCode mobile={draft.phone} purpose="register" />
      <Centered>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            back.current = true;
            navigate(PATHS.register, { replace: true });
          }}
        >
          {a('backToPrevious')}
        </Button>
      </Centered>
    </AuthFrame>
  );
}
