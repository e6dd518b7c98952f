import { useAtomValue } from 'jotai';
import { callLink, chatLink, cleanContactNumber } from '@matka/shared-kernel/domain';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { ButtonGrid, ExternalButton, Panel } from './styled';

/** The query help box: Call Now and the chat-app button, with the operator's numbers. */
export function HelpBox() {
  const detail = useAtomValue(userDetailAtom);
  const call = detail?.callNumber ?? cleanContactNumber('');
  const chat = detail?.chatNumber ?? cleanContactNumber('');
  return (
    <Panel aria-labelledby="help-title">
      <h2 id="help-title">Any query about your funds?</h2>
      <p>Call or chat with us, we are here to help.</p>
      <ButtonGrid>
        <ExternalButton href={callLink(call)}>Call Now</ExternalButton>
        <ExternalButton href={chatLink(chat)} target="_blank" rel="noreferrer">
          WhatsApp
        </ExternalButton>
      </ButtonGrid>
    </Panel>
  );
}
