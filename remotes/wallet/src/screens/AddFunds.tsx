import { useAtomValue } from 'jotai';
import { useHeadline } from '@matka/shared-kernel/data';
import { HEADLINE_IDS, PATHS } from '@matka/shared-kernel/paths';
import { bettingEnabledAtom } from '@matka/shared-kernel/session';
import { bettingOnly, Headline, Screen } from '@matka/shared-kernel/ui';
import { HelpBox } from '../components/HelpBox';
import { ButtonGrid, LinkButton } from '../components/styled';
import { Balance } from '../components/Balance';
import { useWalletAmount } from '../hooks/use-wallet-amount';


/** Add Funds (/imp9, /addfund): Via UPI Apps, Via QR Pay, Deposit History, the headline and the help box. */
function AddFunds() {
  const betting = useAtomValue(bettingEnabledAtom);
  // Add Funds' headline (id 2; docs/screens.md § Add Funds), shown while betting is on and the operator has it on.
  const headline = useHeadline(HEADLINE_IDS.addFunds, betting).text;
  const [balance] = useWalletAmount();
  return (
    <Screen title="Add Funds">
      <Balance amount={balance} />
      {headline && <Headline text={headline} />}
      <ButtonGrid>
        <LinkButton to={PATHS.payViaUpi}>Via UPI Apps</LinkButton>
        <LinkButton to={PATHS.qrPay}>Via QR Pay</LinkButton>
      </ButtonGrid>
      <ButtonGrid>
        <LinkButton to={PATHS.depositHistory}>Deposit History</LinkButton>
        <LinkButton to={PATHS.depositRules}>Deposit Rules</LinkButton>
      </ButtonGrid>
      <HelpBox />
    </Screen>
  );
}

export default bettingOnly('Add Funds', AddFunds);
