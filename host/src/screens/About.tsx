import { Screen } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { callLink, chatLink, useContacts } from '../session/contacts';

/** About / Data Deletion (/about, /delete). */
export default function About() {
  const contacts = useContacts();
  const t = hostTexts.useTexts();
  return (
    <Screen title={t('aboutTitle')}>
      <p>{t('aboutIntro')}</p>
      <h2>{t('deletingTitle')}</h2>
      <p>{t('deletingText')}</p>
      {contacts ? (
        <p>
          <a href={chatLink(contacts.chat)} target="_blank" rel="noreferrer">
            {t('chatWithAdmin')}
          </a>{' '}
          {t('or')} <a href={callLink(contacts.call)}>{t('callNumber', { number: contacts.call })}</a>
          {t('fullStop')}
        </p>
      ) : (
        <p>{t('numbersOnTheWay')}</p>
      )}
    </Screen>
  );
}
