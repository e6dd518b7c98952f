import { useNavigate } from 'react-router-dom';
import { Button, FieldError } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';
import { AuthFrame, Centered } from './AuthFrame';

/** A reset-flow screen opened without the flow behind it (a reload, a bookmark): its message and a way back. */
export function InvalidNavigation({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <AuthFrame title={title}>
      <FieldError role="alert">{HOST_MESSAGES.invalidNavigation}</FieldError>
      <Centered>
        <Button type="button" onClick={() => navigate('/forgotpass', { replace: true })}>
          Start over
        </Button>
      </Centered>
    </AuthFrame>
  );
}
