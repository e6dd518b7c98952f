import styled from 'styled-components';
import { Marquee } from './marquee';

const Band = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/**
 * An operator's headline on its band (Home, Add Funds), scrolling. `null`: the band keeps its place, empty and hidden
 * from assistive technology, while the headline is on the way, so what is below does not move when it comes.
 */
export function Headline({ text }: { text: string | null }) {
  return text ? (
    <Band>
      <Marquee text={text} />
    </Band>
  ) : (
    <Band aria-hidden="true" data-testid="headline-placeholder">
      &nbsp;
    </Band>
  );
}

/**
 * Home's inset. Home draws in it, and so does the shell before Home has arrived (Home's headline, in the page the
 * server sends and while Home loads), so that headline is where Home draws its own.
 */
export const HomeInset = styled.div`
  padding: ${({ theme }) => theme.space(3)};
`;
