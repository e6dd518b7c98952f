import styled, { keyframes } from 'styled-components';

// The text runs twice in a row and slides by one copy's width, so the loop has no gap and starts readable.
const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

const Strip = styled.div`
  overflow: hidden;
  white-space: nowrap;
  span {
    display: inline-block;
    animation: ${scroll} 16s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** A scrolling line of text (still for people who ask for reduced motion). */
export function Marquee({ text, className }: { text: string; className?: string }) {
  const copy = `${text}\u00a0\u00a0\u2022\u00a0\u00a0`;
  return (
    <Strip className={className} aria-label={text} role="marquee">
      <span aria-hidden="true">
        {copy}
        {copy}
      </span>
    </Strip>
  );
}
