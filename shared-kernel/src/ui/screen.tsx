import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { sessionAtom } from '@matka/shared-kernel/session';
import { kernelTexts } from '../languages/kernel-texts';

const Section = styled.section`
  margin: 0 auto;
  max-width: ${({ theme }) => theme.maxWidth};
  padding: ${({ theme }) => theme.space(4)};
`;

export const ScreenTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.large};
`;

const PlayerLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A screen's frame: its heading, then its content. */
export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Section aria-labelledby="screen-title">
      <ScreenTitle id="screen-title">{title}</ScreenTitle>
      {children}
    </Section>
  );
}

/** The signed-in player's name, read from the one shared session atom. */
export function SignedInAs() {
  const session = useAtomValue(sessionAtom);
  const t = kernelTexts.useTexts();
  return (
    <PlayerLine data-testid="signed-in-as">
      {session ? t('signedInAs', { name: session.username }) : t('notSignedIn')}
    </PlayerLine>
  );
}
