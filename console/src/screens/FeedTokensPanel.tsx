import { useState } from 'react';
import { call } from '../api';
import { TokensPanel } from '../components/TokensPanel';
import { useCall } from '../use-load';

/**
 * The feed tokens (owners): each may post payments received and nothing else, for a forwarder app on the shop's phone
 * (docs/operations.md, "Automatic deposits"). Made here (shown once), listed, revoked — confirmed first.
 */
export function FeedTokensPanel() {
  const { data, loading, error, reload } = useCall('feed-tokens.list');
  const [signed, setSigned] = useState(false);
  return (
    <TokensPanel
      title="Feed tokens"
      id="feed-tokens"
      intro={
        <>
          A feed token posts the payments the shop's account receives (<code>POST /operator/payments</code>) and nothing
          else: give it to the SMS forwarder app on the shop's phone. It is shown once, when made (here, or with{' '}
          <code>npm run operator -- feed-token create --name "…"</code>).
        </>
      }
      make={{ title: 'Make a feed token', placeholder: 'shop phone' }}
      fields={
        <label className="inline">
          <input type="checkbox" checked={signed} onChange={(event) => setSigned(event.target.checked)} />
          Signs its posts (a webhook that sends X-Matka-Signature; not an SMS app)
        </label>
      }
      onMade={() => setSigned(false)}
      column={{ heading: 'Signed', cell: (token) => (token.signed ? 'yes' : 'no') }}
      list={{ data: data?.feed_tokens ?? null, loading, error, reload }}
      empty="No feed token yet."
      create={async (name) => (await call('feed-tokens.create', { body: { name, signed } })).feed_token}
      made={(name) => `Feed token "${name}" made`}
      shown={(made) => ({
        heading: 'Put this in the forwarder app now: it is not shown again',
        text: `Feed token "${made.name}", sent as Authorization: Bearer …:`,
        more: made.signing_secret && (
          <>
            <p>Its signing secret: sign each body with HMAC-SHA256 and send <code>X-Matka-Signature: sha256=…</code>:</p>
            <p><code className="secret" data-testid="feed-signing-secret">{made.signing_secret}</code></p>
          </>
        ),
      })}
      revoke={(name) => call('feed-tokens.revoke', { body: { name } })}
      revoking={(name) => `Revoke "${name}": its forwarder can no longer post payments, from its next post on, on every server.`}
      revoked={(name) => `Feed token "${name}" revoked: it is refused from its next post on`}
      testId="feed-token"
    />
  );
}
