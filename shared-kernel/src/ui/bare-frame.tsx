import type { ReactNode } from 'react';
import { BRAND } from './theme';
import styled from 'styled-components';

const Page = styled.div`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.brand} 0 180px, ${({ theme }) => theme.colors.background} 180px);
`;

const Brand = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-align: center;
`;

const Card = styled.main`
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 6px 24px rgb(49 27 146 / 0.15);
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.font.large};
  }
  .subtitle {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 600;
  }
`;

/**
 * The frame of a bare-layout screen (sign-in screens, Verify UPI): the brand on top, then the screen in a card under
 * its title and subtitle; `before` stands between the brand and the card.
 */
export function BareFrame({ title, subtitle, children, before }: { title: string; subtitle?: string; children: ReactNode; before?: ReactNode }) {
  return (
    <Page>
      <Brand>{BRAND}</Brand>
      {before}
      <Card>
        <h1>{title}</h1>
        {subtitle && <p className="subtitle">{subtitle}</p>}
        {children}
      </Card>
    </Page>
  );
}
