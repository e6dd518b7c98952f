import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSend } from '@matka/shared-kernel/data';
import { phoneProblemKey } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Button, Marquee, PasswordField, PhoneField } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { ShellLanguageSwitch } from '../layout/ShellLanguageSwitch';
import { useAdoptAccountLanguage } from '../session/account-language';
import { chatLink, useContacts } from '../session/contacts';
import { AuthFrame, Centered, LinkRow } from './AuthFrame';
import { useProblemText } from './problem-text';

const Landing = styled.div`
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  a {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Login (also the landing page for anonymous visitors at /). */
export default function Login() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; password?: string | null }>({});
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  const contacts = useContacts();
  const t = hostTexts.useTexts();
  const problemText = useProblemText();
  const adoptAccountLanguage = useAdoptAccountLanguage();
  const { send, busy } = useSend('api-user-login', {
    failure: t('genericError'),
    onSuccess: (answer) => {
      setSession({ username: answer.user_name, mobile: answer.mobile });
      void adoptAccountLanguage(answer.language);
      navigate(PATHS.home, { replace: true });
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { phone: problemText(phoneProblemKey(phone, 'login')), password: problemText(password ? null : 'passwordRequired') };
    setErrors(found);
    if (found.phone || found.password) return;
    await send({ mobile: phone, password, device_id: 'web' });
  }

  return (
    <AuthFrame
      title={t('loginTitle')}
      subtitle={t('loginSubtitle')}
      before={
        <Landing>
          <Marquee text={t('landingMarquee')} />
          {contacts?.appLink && <a href={contacts.appLink}>{t('downloadApp')}</a>}
        </Landing>
      }
    >
      <form method="post" onSubmit={submit} noValidate>
        <PhoneField label={t('phoneNumber')} value={phone} onChange={setPhone} error={errors.phone} />
        <PasswordField label={t('password')} value={password} onChange={setPassword} error={errors.password} />
        <Button type="submit" disabled={busy}>
          {busy ? t('submitting') : t('login')}
        </Button>
      </form>
      <LinkRow>
        <Link to={PATHS.forgotPassword}>{t('forgotPassword')}</Link>
        <Link to={PATHS.register}>{t('register')}</Link>
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
