import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Market } from '../contract/markets';
import { BID_TYPES, type EntryType, type GlyphPart, type MarketKind } from '../domain/bid-types';
import { biddingClosedOnCard } from '../domain/market-clock';
import { useNow } from '@matka/shared-kernel/data';
import { useToast } from '@matka/shared-kernel/toasts';

// Simple glyphs on a 24×24 grid (no emoji, no icon font): boxes for digits, a ring for sangams, a wheel for motors.
const box = (x: number, y: number, filled = true, key?: string) => (
  <rect key={key ?? `${x},${y}`} x={x} y={y} width="6" height="6" rx="1.5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" />
);
const ring = (r: number) => <circle key={`ring${r}`} cx="12" cy="12" r={r} fill="none" stroke="currentColor" strokeWidth="1.5" />;
const wheel = (cx: number, cy: number, r: number) => [
  <circle key={`w${cx}`} cx={cx} cy={cy} r={r} fill="none" stroke="currentColor" strokeWidth="1.5" />,
  <circle key={`h${cx}`} cx={cx} cy={cy} r={r / 3} fill="currentColor" />,
  ...[0, 60, 120].map((angle) => (
    <line
      key={`s${cx}${angle}`}
      x1={cx + r * Math.cos((angle * Math.PI) / 180)}
      y1={cy + r * Math.sin((angle * Math.PI) / 180)}
      x2={cx - r * Math.cos((angle * Math.PI) / 180)}
      y2={cy - r * Math.sin((angle * Math.PI) / 180)}
      stroke="currentColor"
      strokeWidth="1.5"
    />
  )),
];

/** A glyph part as SVG (BID_TYPES' `glyph`). */
function glyphPart(part: GlyphPart): ReactNode[] {
  if ('box' in part) return [box(part.box[0], part.box[1], !part.hollow)];
  if ('ring' in part) return [ring(part.ring)];
  return wheel(...part.wheel);
}

/** The glyph of a bid type, from its row. */
function BidTypeIcon({ type }: { type: EntryType }) {
  const glyph: readonly GlyphPart[] = BID_TYPES[type].glyph;
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      {glyph.flatMap(glyphPart)}
    </svg>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 104px;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgb(49 27 146 / 0.12);
  color: ${({ theme }) => theme.colors.brandDark};
  font-size: 1rem;
  font-weight: 800;
  cursor: pointer;
  .glyph {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.brandDark});
    color: ${({ theme }) => theme.colors.accent};
  }
  &:active {
    transform: scale(0.97);
  }
  /* A type that cannot be played now: greyed, and a tap says why instead of opening its screen. */
  &[aria-disabled='true'] {
    background: #f3f1f6;
    box-shadow: none;
    color: ${({ theme }) => theme.colors.textMuted};
    .glyph {
      background: #b9b3c6;
      color: #fff;
    }
  }
`;

/**
 * The bid-type menu of a market: a two-column grid of tiles, one per bid screen, each with its glyph and type (the
 * button's name). A type the market clock says cannot be played now (`biddingClosedOnCard`: the market closed for today,
 * Jodi and the sangams past the open time, a result out) looks disabled and a tap says why; a tap on the others hands
 * back that screen.
 */
export function BidTypeTiles<BidScreen extends { type: EntryType }>(props: {
  kind: MarketKind;
  market: Market;
  screens: readonly BidScreen[];
  onChoose: (screen: BidScreen) => void;
}) {
  const { kind, market, screens, onChoose } = props;
  const now = useNow();
  const toast = useToast();
  return (
    <Grid>
      {screens.map((screen) => {
        const closed = biddingClosedOnCard(kind, market, screen.type, now);
        return (
          <Tile
            key={screen.type}
            type="button"
            aria-disabled={closed ? true : undefined}
            onClick={() => (closed ? toast.error(closed) : onChoose(screen))}
          >
            <span className="glyph">
              <BidTypeIcon type={screen.type} />
            </span>
            {screen.type}
          </Tile>
        );
      })}
    </Grid>
  );
}
