import styled from 'styled-components';
import { Marquee } from './marquee';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/**
 * An operator's headline for a screen (`useHeadline` from the kernel's data gives its text) in its accent box, as a
 * scrolling line. With no text yet (`null`: still on its way), an empty box of the same height keeps its place, hidden
 * from screen readers, so what is below does not jump when the text arrives.
 */
export function Headline({ text }: { text: string | null }) {
  if (text === null) {
    return (
      <Box aria-hidden="true" data-testid="headline-placeholder">
        &nbsp;
      </Box>
    );
  }
  return (
    <Box>
      <Marquee text={text} />
    </Box>
  );
}
