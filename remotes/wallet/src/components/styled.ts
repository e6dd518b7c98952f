import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { RemoteLink } from '@matka/shared-kernel/ui';

const buttonLook = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
`;

/** A navigation link drawn as the app's primary button. */
export const LinkButton = styled(Link)`
  ${buttonLook}
`;

/** A link into another remote drawn as a button: gone while that remote is switched off. */
export const RemoteLinkButton = styled(RemoteLink)`
  ${buttonLook}
`;

/** An external link (call, chat) drawn as a light button. */
export const ExternalButton = styled.a`
  ${buttonLook}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandDark};
  border: 2px solid ${({ theme }) => theme.colors.brand};
`;

/** Buttons side by side, two to a row. */
export const ButtonGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** A white panel on the page's background. */
export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgb(49 27 146 / 0.08);
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.brand};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

/** An empty list's text (`WALLET_TEXTS`' empty states). */
export const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of history cards. */
export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A group of radio choices with a visible legend. */
export const Choices = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 48px;
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 2px solid #8d86a0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: #efe7fb;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Small muted text under a field or panel. */
export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;
