import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { MESSAGES } from '../domain/messages';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { Loading } from './loading';
import { Screen } from './screen';

export const BettingOffNotice = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  text-align: center;
`;

/**
 * A money screen (wallet, funds, withdraw, transfer) only for a player whose betting flag is on: the flag gates them
 * as it gates bids, and the server refuses their calls too. Opened by its address with betting off, the screen says
 * so instead of taking input; until the player's detail is known it shows the loading state.
 */
export function bettingOnly<Props extends object>(title: string, Guarded: ComponentType<Props>): ComponentType<Props> {
  function BettingOnly(props: Props) {
    const detail = useAtomValue(userDetailAtom);
    if (detail === null) return <Loading />;
    if (!detail.bettingEnabled) {
      return (
        <Screen title={title}>
          <BettingOffNotice role="alert">{MESSAGES.bettingDisabled}</BettingOffNotice>
        </Screen>
      );
    }
    return <Guarded {...props} />;
  }
  BettingOnly.displayName = `BettingOnly(${Guarded.displayName ?? Guarded.name})`;
  return BettingOnly;
}
