import { Fragment } from 'react';
import styled from 'styled-components';

/** A record's label/value pairs, two columns on a phone. */
const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.small};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The facts of one history record (empty values are left out, e.g. a close digit outside sangams). */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <List>
      {facts
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </List>
  );
}
