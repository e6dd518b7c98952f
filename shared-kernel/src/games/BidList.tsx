import { Fragment } from 'react';
import styled from 'styled-components';
import type { BoardRow } from './use-bid-board';

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
  tr[data-refused] td {
    border-bottom: 0;
  }
  tr.refused td {
    padding-top: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.font.small};
    font-weight: 600;
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

const numbersOf = (row: BoardRow) => (row.closedigits ? `${row.digits}-${row.closedigits}` : row.digits);

/**
 * The bids added so far, each with its numbers (close digits for sangams), points, session where there is a choice, and a
 * delete button; a row the server refused at the last submission says why under it.
 */
export function BidList({ rows, onRemove, showType, showSession }: { rows: BoardRow[]; onRemove: (id: number) => void; showType: boolean; showSession: boolean }) {
  return (
    <Table aria-label="Bids added">
      <thead>
        <tr>
          <th scope="col">Digits</th>
          <th scope="col">Points</th>
          {showSession && <th scope="col">Session</th>}
          {showType && <th scope="col">Type</th>}
          <th scope="col">
            <span className="visually-hidden">Delete</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Fragment key={row.id}>
            <tr data-refused={row.refused ? 'true' : undefined}>
              <td>{numbersOf(row)}</td>
              <td>{row.points}</td>
              {showSession && <td>{row.session}</td>}
              {showType && <td>{row.type}</td>}
              <td>
                <button type="button" aria-label={`Delete ${numbersOf(row)}${showSession ? ` ${row.session}` : ''}`} onClick={() => onRemove(row.id)}>
                  ✕
                </button>
              </td>
            </tr>
            {row.refused && (
              <tr className="refused">
                <td colSpan={3 + (showSession ? 1 : 0) + (showType ? 1 : 0)}>Refused: {row.refused}</td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}
