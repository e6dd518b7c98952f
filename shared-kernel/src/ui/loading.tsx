import styled from 'styled-components';
import { kernelTexts } from '../languages/kernel-texts';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a screen or section shows while its data or code is on the way: one status line, inset from the edges. */
export function Loading({ text }: { text?: string }) {
  const t = kernelTexts.useTexts();
  return <Note role="status">{text ?? t('loading')}</Note>;
}
