import styled, { keyframes } from 'styled-components';

const pulse = keyframes`from { opacity: 1; } to { opacity: 0.55; }`;

// A market card's size (MarketCard: four lines of text, 12 px padding), so the list takes the place the cards will.
const Placeholder = styled.div`
  height: 118px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-left: 6px solid #d9d3e4;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(#e9e4f0 0 0) 16px 16px / 45% 16px no-repeat, linear-gradient(#e9e4f0 0 0) 16px 44px / 30% 20px no-repeat,
    linear-gradient(#efebf4 0 0) 16px 76px / 60% 12px no-repeat, ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgb(49 27 146 / 0.1);
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Grey market cards while the first list is on its way (Home, and the page the server sends before the app runs). */
export function MarketListSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <div role="status" data-testid="market-skeleton">
      <Hidden>Loading markets…</Hidden>
      {Array.from({ length: cards }, (_, index) => (
        <Placeholder key={index} aria-hidden="true" />
      ))}
    </div>
  );
}
