import { Screen } from '@matka/shared-kernel/ui';
import { accountTexts } from './account-texts';
import { callLink, chatLink, useContacts } from '../session/contacts';

/** About / Data Deletion (/about, /delete). */
export default function About() {
  const contacts = useContacts();
  const a = accountTexts.useTexts();
  return (
    <Screen title={a('aboutTitle')}>
      <p>{a('aboutIntro')}</p>
      <h2>{a('deletingTitle')}</h2>
      <p>{a('deletingText')}</p>
      {contacts ? (
        <p>
          <a href={chatLink(contacts.chat)} target="_blank" rel="noreferrer">
            {a('chatWithAdmin')}
          </a>{' '}
          {a('or')} <a href={callLink(contacts.call)}>{a('callNumber', { number: contacts.call })}</a>
          {a('fullStop')}
        </p>
      ) : (
        <p>{a('numbersOnTheWay')}</p>
      )}
    </Screen>
  );
}
