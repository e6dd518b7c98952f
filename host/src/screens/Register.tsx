import { useEffect, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { nameProblemKey, newPasswordProblemKey, phoneProblemKey } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, PasswordField, PhoneField, TextField } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { ShellLanguageSwitch } from '../layout/ShellLanguageSwitch';
import { chatLink, useContacts } from '../session/contacts';
import { registerDraftAtom } from '../session/drafts';
import { AuthFrame, Centered, LinkRow } from './AuthFrame';
import { useProblemText } from './problem-text';

/** Register: the number is checked (and gets an OTP), then /otpregister finishes the account. */
export default function Register() {
  // Back from the code screen, the form is as the player left it (the draft is memory only, and goes once taken).
  const [draft, setDraft] = useAtom(registerDraftAtom);
  const [left] = useState(draft);
  const [username, setUsername] = useState(left?.username ?? '');
  const [phone, setPhone] = useState(left?.phone ?? '');
  const [password, setPassword] = useState(left?.password ?? '');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  useEffect(() => {
    if (left) setDraft(null);
  }, [left, setDraft]);
  const navigate = useNavigate();
  const contacts = useContacts();
  const t = hostTexts.useTexts();
  const problemText = useProblemText();
  const { send, busy } = useSend('api-check-mobile', { failure: t('genericError') });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: problemText(nameProblemKey(username, 'usernameRequired')),
      phone: problemText(phoneProblemKey(phone, 'register')),
      password: problemText(newPasswordProblemKey(password, 'passwordRequired')),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const sent = await send({ mobile: phone });
    if (!sent) return;
    setDraft({ username: username.trim(), phone, password, otpLength: sent.otp_length });
    navigate(PATHS.registerOtp);
  }

  return (
    <AuthFrame title={t('register')} subtitle={t('registerSubtitle')}>
      <form method="post" onSubmit={submit} noValidate>
        <TextField label={t('username')} value={username} onChange={setUsername} error={errors.username} autoComplete="name" />
        <PhoneField label={t('phoneNumber')} value={phone} onChange={setPhone} error={errors.phone} />
        <PasswordField label={t('password')} value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" />
        <Button type="submit" disabled={busy}>
          {busy ? t('registering') : t('register')}
        </Button>
      </form>
      <LinkRow>
        <span>
          {t('alreadyRegistered')} <Link to={PATHS.login}>{t('login')}</Link>
        </span>
      </LinkRow>
      <Centered>
        {contacts ? (
          <a href={chatLink(contacts.chat)} target="_blank" rel="noreferrer">
            {t('contactAdmin')}
          </a>
        ) : (
          <span aria-disabled="true">{t('contactAdmin')}</span>
        )}
      </Centered>
      <ShellLanguageSwitch />
    </AuthFrame>
  );
}
