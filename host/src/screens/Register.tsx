import { useEffect, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { useSend } from '@matka/shared-kernel/data';
import { nameProblem, newPasswordProblem, phoneProblem } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, PasswordField, PhoneField, TextField } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { chatLink, useContacts } from '../session/contacts';
import { registerDraftAtom } from '../session/drafts';
import { AuthFrame, Centered, LinkRow } from './AuthFrame';

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
  const { send, busy } = useSend('api-check-mobile', { failure: HOST_MESSAGES.genericError });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: nameProblem(username, HOST_MESSAGES.usernameRequired),
      phone: phoneProblem(phone, 'register'),
      password: newPasswordProblem(password, HOST_MESSAGES.passwordRequired),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const sent = await send({ mobile: phone });
    if (!sent) return;
    setDraft({ username: username.trim(), phone, password, otpLength: sent.otp_length });
    navigate(PATHS.registerOtp);
  }

  return (
    <AuthFrame title="Register" subtitle="Create your account">
      <form method="post" onSubmit={submit} noValidate>
        <TextField label="Username" value={username} onChange={setUsername} error={errors.username} autoComplete="name" />
        <PhoneField label="Phone Number" value={phone} onChange={setPhone} error={errors.phone} />
        <PasswordField label="Password" value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" />
        <Button type="submit" disabled={busy}>
          {busy ? 'Registering...' : 'Register'}
        </Button>
      </form>
      <LinkRow>
        <span>
          Already registered? <Link to={PATHS.login}>Login</Link>
        </span>
      </LinkRow>
      <Centered>
        {contacts ? (
          <a href={chatLink(contacts.chat)} target="_blank" rel="noreferrer">
            Contact Admin
          </a>
        ) : (
          <span aria-disabled="true">Contact Admin</span>
        )}
      </Centered>
    </AuthFrame>
  );
}
