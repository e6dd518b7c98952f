import { Screen } from '@matka/shared-kernel/ui';
import { callLink, chatLink, useContacts } from '../session/contacts';

/** About / Data Deletion (/about, /delete). */
export default function About() {
  const contacts = useContacts();
  return (
    <Screen title="About / Data Deletion">
      <p>Matka Bazar shows markets with live results, takes your bids in points and keeps your points wallet.</p>
      <h2>Deleting your data</h2>
      <p>
        To delete your account and its data, contact the admin from your registered number. Points left in your wallet must be withdrawn first; records
        the law asks us to keep are kept for that time only.
      </p>
      {contacts ? (
        <p>
          <a href={chatLink(contacts.chat)} target="_blank" rel="noreferrer">
            Chat with the admin
          </a>{' '}
          or <a href={callLink(contacts.call)}>call +91 {contacts.call}</a>.
        </p>
      ) : (
        <p>Chat with the admin or call them: their numbers are on the way.</p>
      )}
    </Screen>
  );
}
