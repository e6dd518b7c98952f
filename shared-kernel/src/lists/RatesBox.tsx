import styled from 'styled-components';
import { formatRate } from '../domain/results';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgb(49 27 146 / 0.1);
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.brand};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dd {
    margin: 0;
    font-weight: 800;
  }
`;

/** One rate line: the label players know and the pair `val_1-val_2`. */
export interface RateLine {
  label: string;
  val1: number;
  val2: number;
}

/** The rate box of a market list (Starline, Gali) or the Game Rates screen: each bid type's `val_1-val_2`. */
export function RatesBox({ title = 'Game Rates', lines }: { title?: string; lines: readonly RateLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Box aria-label={title}>
      <h2>{title}</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.label} style={{ display: 'contents' }}>
            <dt>{line.label}</dt>
            <dd>{formatRate(line.val1, line.val2)}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}

/**
 * The lines of a rates answer (`<key>_val_1`, `<key>_val_2`), labelled in the words players know, in the given order.
 */
export function rateLines<Key extends string>(rates: Record<`${Key}_val_1` | `${Key}_val_2`, number> | undefined, labels: ReadonlyArray<readonly [Key, string]>): RateLine[] {
  if (!rates) return [];
  return labels.map(([key, label]) => ({ label, val1: rates[`${key}_val_1`], val2: rates[`${key}_val_2`] }));
}
