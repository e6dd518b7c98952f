import styled from 'styled-components';
import { pts } from '../model/statuses';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.brandDark});
  color: ${({ theme }) => theme.colors.onBrand};
  p {
    margin: 0;
  }
  .amount {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: 1.75rem;
    font-weight: 800;
  }
`;

/** The wallet balance in points, as the header shows it (kept by the shell's dashboard poll). */
export function Balance({ amount }: { amount: number | null }) {
  return (
    <Box data-testid="wallet-balance">
      <p>Wallet Balance</p>
      <p className="amount">{amount === null ? '…' : pts(amount)}</p>
    </Box>
  );
}
