import styled from 'styled-components';
import { Button } from '@matka/shared-kernel/ui';
import { LIMIT_MESSAGES } from '../domain/stake-limits';
import type { FitOffer } from './use-bid-board';

const Offer = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fdecea;
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * A stake limit refused the list and named what fits (docs/game-rules.md, "Limits"): its text, and the list cut down to
 * it offered — placed only when the player taps it, never cut silently.
 */
export function WhatFits(props: { message: string; fit: FitOffer; busy: boolean; onPlace: () => void; onKeep: () => void }) {
  return (
    <Offer role="alert" aria-label="What fits">
      <p>{props.message}</p>
      <div>
        <Button type="button" onClick={props.onPlace} disabled={props.busy}>
          {LIMIT_MESSAGES.placeWhatFits(props.fit.points, props.fit.numbers)}
        </Button>
        <Button type="button" $variant="secondary" onClick={props.onKeep}>
          {LIMIT_MESSAGES.keepList}
        </Button>
      </div>
    </Offer>
  );
}
