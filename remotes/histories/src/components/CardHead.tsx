import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div<{ $tone: string }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  .title {
    margin: 0;
    font-weight: 800;
    overflow-wrap: anywhere;
  }
  strong {
    flex: none;
    color: ${({ $tone }) => $tone};
    font-size: ${({ theme }) => theme.font.large};
  }
`;

/** A card's first line: what it is on the left, its points on the right in the card's colour. */
export function CardHead({ title, points, tone }: { title: ReactNode; points: string; tone: string }) {
  return (
    <Row $tone={tone}>
      <p className="title">{title}</p>
      <strong>{points}</strong>
    </Row>
  );
}
