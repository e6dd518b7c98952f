import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import styled from 'styled-components';
import { hostTexts } from '../host-texts';

/** Pull to refresh: threshold 60, max 80, reload distance 50, refresh timeout 500 ms. */
export const PULL = { threshold: 60, max: 80, refreshingAt: 50, timeoutMs: 500 } as const;

const Indicator = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  transition: ${({ $height }) => ($height === 0 ? 'height 0.2s' : 'none')};
`;

type Phase = 'pending' | 'pulling' | 'releasing' | 'refreshing';

/** Pulling the page down from its top and letting go past the threshold reloads the page. */
export function PullToRefresh({ children, onRefresh = () => window.location.reload() }: { children: ReactNode; onRefresh?: () => void }) {
  const t = hostTexts.useTexts();
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  const [phase, setPhase] = useState<Phase>('pending');

  const onTouchStart = (event: TouchEvent) => {
    if (window.scrollY === 0 && phase === 'pending') start.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const pulled = Math.min(PULL.max, Math.max(0, (event.touches[0]?.clientY ?? 0) - start.current));
    setDistance(pulled);
    setPhase(pulled >= PULL.threshold ? 'releasing' : 'pulling');
  };
  const onTouchEnd = () => {
    start.current = null;
    if (phase === 'releasing') {
      setPhase('refreshing');
      setDistance(PULL.refreshingAt);
      setTimeout(onRefresh, PULL.timeoutMs);
    } else {
      setPhase('pending');
      setDistance(0);
    }
  };

  const label = t(phase === 'refreshing' ? 'refreshing' : phase === 'releasing' ? 'releaseToRefresh' : 'pullToRefresh');
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <Indicator $height={distance} aria-hidden={distance === 0}>
        {distance > 0 && label}
      </Indicator>
      {children}
    </div>
  );
}
