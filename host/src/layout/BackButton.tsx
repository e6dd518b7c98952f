import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@matka/shared-kernel/paths';
import { normalisePath } from '../federation/paths';
import { hostTexts } from '../host-texts';
import { useLeave } from './LeaveGuard';

const Back = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
`;

/** Whether the app itself put an earlier entry in this tab's history (React Router counts them in `idx`). */
const hasAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The header's way back on every screen below Home: the previous screen when the player came from one in this app,
 * else Home (a screen opened from a link or a reload). The browser's own back works as always. A screen with unsent
 * work asks first (LeaveGuard).
 */
export function BackButton() {
  const navigate = useNavigate();
  const leave = useLeave();
  const { pathname } = useLocation();
  const t = hostTexts.useTexts();
  if (normalisePath(pathname) === normalisePath(PATHS.home)) return null;
  return (
    <Back type="button" aria-label={t('back')} onClick={() => leave(() => (hasAppHistory() ? navigate(-1) : navigate(PATHS.home, { replace: true })))}>
      ←
    </Back>
  );
}
