import { Screen } from '@matka/shared-kernel/ui';

/** Privacy Policy (/privacy, /privacypolicy). */
export default function Privacy() {
  return (
    <Screen title="Privacy Policy">
      <p>Matka Bazar keeps only what it needs to run your account: your name, your mobile number, a protected form of your password, your points and your bids.</p>
      <p>Your mobile number is used to sign you in and to send one-time codes. We never show your password to anyone, and it is never stored in your browser.</p>
      <p>UPI numbers you add are used only to pay your withdrawals. Payments you make go through your own UPI app.</p>
      <p>We do not sell your data. To have your account and data deleted, see About / Data Deletion.</p>
    </Screen>
  );
}
