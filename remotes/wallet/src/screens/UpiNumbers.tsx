import { Screen } from '@matka/shared-kernel/ui';
import { Panel } from '../components/styled';
import { UpiNumberForm } from '../components/UpiNumberForm';

/** Add UPI Number (/mymodel): the add-UPI form on a page of its own. */
export default function UpiNumbers() {
  return (
    <Screen title="Add UPI Number">
      <Panel>
        <UpiNumberForm />
      </Panel>
    </Screen>
  );
}
