import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 700;
  text-decoration: none;
`;

/** The back arrow to the screen this one was opened from. */
export function BackLink({ to }: { to: string }) {
  return (
    <Back to={to}>
      <span aria-hidden="true">←</span> Back
    </Back>
  );
}
