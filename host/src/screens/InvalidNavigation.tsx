import { useNavigate } from 'react-router-dom';
import { Button, FieldError } from '@matka/shared-kernel/ui';
import { accountTexts } from './account-texts';
import { AuthFrame, Centered } from './AuthFrame';

/** A reset-flow screen opened without the flow behind it (a reload, a bookmark): its message and a way back. */
export function InvalidNavigation({ title }: { title: string }) {
  const navigate = useNavigate();
  const a = accountTexts.useTexts();
  return (
    <AuthFrame title={title}>
      <FieldError role="alert">{a('invalidNavigation')}</FieldError>
      <Centered>
        <Button type="button" onClick={() => navigate('/forgotpass', { replace: true })}>
          {a('startOver')}
        </Button>
      </Centered>
    </AuthFrame>
  );
}
