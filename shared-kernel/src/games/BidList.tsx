import styled from 'styled-components';
import type { BoardRow } from '../model/use-bid-board';

const Table = styled.table`
  width: 100%;
  margin: ${({ theme }) => theme.space(3)} 0;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid #e0dbe9;
    text-align: left;
  }
  button {
    min-width: 44px;
    min-height: 36px;
    border: 0;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
`;

/** The bids added so far, each with its delete button. */
export function BidList({ rows, onRemove, showType }: { rows: BoardRow[]; onRemove: (id: number) => void; showType: boolean }) {
  return (
    <Table aria-label="Bids added">
      <thead>
        <tr>
          <th scope="col">Digits</th>
          <th scope="col">Points</th>
          {showType && <th scope="col">Type</th>}
          <th scope="col">
            <span className="visually-hidden">Delete</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.closedigits ? `${row.digits}-${row.closedigits}` : row.digits}</td>
            <td>{row.points}</td>
            {showType && <td>{row.type}</td>}
            <td>
              <button type="button" aria-label={`Delete ${row.digits}${row.closedigits ? `-${row.closedigits}` : ''}`} onClick={() => onRemove(row.id)}>
                ✕
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
