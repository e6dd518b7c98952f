import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useCall } from '@matka/shared-kernel/data';
import { dashboardAtom } from '@matka/shared-kernel/session';
import { Screen, Loading } from '@matka/shared-kernel/ui';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid #e0dbe9;
  }
  span {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.small};
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 700;
    text-decoration: none;
  }
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.body};
  color: ${({ theme }) => theme.colors.brand};
`;

/** A chart opens in a new tab, as Home's View Charts does (the chart page links back to this screen). */
function ChartLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" aria-label={`${name} ${label}`}>
      {label}
    </a>
  );
}

/** Charts (/charts): every main market's Jodi and Panel chart, then the Starline and Gali charts. */
export default function Charts() {
  const dashboard = useAtomValue(dashboardAtom);
  const starline = useCall('api-starline-game-rates', {}).data?.web_starline_chart_url;
  const gali = useCall('api-galidisawar-game-rates', {}).data?.web_galidessar_chart_url;
  return (
    <Screen title="Charts">
      <Heading id="main-charts">Main Markets</Heading>
      {!dashboard && <Loading />}
      {dashboard && dashboard.web_chart.length === 0 && <p>No markets yet.</p>}
      {dashboard && dashboard.web_chart.length > 0 && (
        <List aria-labelledby="main-charts">
          {dashboard.web_chart.map((chart) => (
            <li key={chart.web_chart_url}>
              <span>{chart.game_name}</span>
              <div>
                <ChartLink href={`${chart.web_chart_url}#jodi`} label="Jodi Chart" name={chart.game_name} />
                <ChartLink href={`${chart.web_chart_url}#panel`} label="Panel Chart" name={chart.game_name} />
              </div>
            </li>
          ))}
        </List>
      )}
      {(starline || gali) && (
        <>
          <Heading id="other-charts">Starline and Gali</Heading>
          <List aria-labelledby="other-charts">
            {starline && (
              <li>
                <span>KING STARLINE</span>
                <ChartLink href={starline} label="View Charts" name="KING STARLINE" />
              </li>
            )}
            {gali && (
              <li>
                <span>KING GALI</span>
                <ChartLink href={gali} label="View Charts" name="KING GALI" />
              </li>
            )}
          </List>
        </>
      )}
    </Screen>
  );
}
