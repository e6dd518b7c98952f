import { css } from 'styled-components';

/** A row in the brand colour: the header, and the footer's welcome banner. */
export const brandBar = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

/** Fixed along the bottom of the screen, above the page: the footer bar, or the banner in its place. */
export const pinnedToBottom = css`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 20;
  display: flex;
`;
