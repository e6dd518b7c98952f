import { useNavigate } from 'react-router-dom';
import { Button, FieldError } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { AuthFrame, Centered } from './AuthFrame';

/** A reset-flow screen opened without the flow behind it (a reload, a bookmark): its message and a way back. */
export function InvalidNavigation({ title }: { title: string }) {
  const navigate = useNavigate();
  const t = hostTexts.useTexts();
  return (
    <AuthFrame title={title}>
      <FieldError role="alert">{t('invalidNavigation')}</FieldError>
      <Centered>
        <Button type="button" onClick={() => navigate('/forgotpass', { replace: true })}>
          {t('startOver')}
        </Button>
      </Centered>
    </AuthFrame>
  );
}
