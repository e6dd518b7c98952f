import { useAtomValue } from 'jotai';
import { callLink, chatLink } from '@matka/shared-kernel/domain';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { ButtonGrid, ExternalButton, Panel } from './styled';

/** The query help box: Call Now and the chat-app button, with the operator's numbers. */
export function HelpBox() {
  const detail = useAtomValue(userDetailAtom);
  return (
    <Panel aria-labelledby="help-title">
      <h2 id="help-title">Any query about your funds?</h2>
      <p>Call or chat with us, we are here to help.</p>
      <ButtonGrid>
        {/* Betting screens wait for the detail (bettingOnly), so the numbers are known here; never a made-up one. */}
        {detail && (
          <>
            <ExternalButton href={callLink(detail.callNumber)}>Call Now</ExternalButton>
            <ExternalButton href={chatLink(detail.chatNumber)} target="_blank" rel="noreferrer">
              WhatsApp
            </ExternalButton>
          </>
        )}
      </ButtonGrid>
    </Panel>
  );
}
