import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatClockTime, isoDay, istDay, panaDigit, type MarketKind } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import type { Database } from '../../db/database';
import { CHART_POLICY, routeSecurity } from '../../http/security-headers';
import type { Clock } from '../../platform/clock';
import { findMarket, listMarkets, resultsBetween, type MarketRow, type ResultRow } from '../markets/markets.repository';
import { declaredValue } from '../markets/result-columns';

const WEEKS = 12;
const DAYS = 14;
const DAY_MS = 86_400_000;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** ISO day `offset` days from `iso`. */
const shift = (iso: string, offset: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** Chart pages open in a new tab (docs/screens.md § Home): their way back is the app's Charts screen. */
const BACK_TO_APP = PATHS.charts;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f1f8;color:#1d1b20}
header{background:#4a148c;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:12px}h1{font-size:1.1rem;margin:0}
header a{color:#fff;font-weight:700;font-size:.85rem;text-decoration:none;border:1px solid #fff;border-radius:8px;padding:4px 8px;white-space:nowrap}h2{font-size:1rem;margin:16px 16px 8px;color:#4a148c}
.scroll{overflow-x:auto;margin:0 8px 16px}table{border-collapse:collapse;background:#fff;font-variant-numeric:tabular-nums;min-width:100%}
th,td{border:1px solid #d9d2e6;padding:4px 6px;text-align:center;font-size:.85rem;white-space:nowrap}th{background:#ede7f6}
td.panel{line-height:1.1}td.panel b{display:block;font-size:1rem}td.panel small{display:block;color:#5b5766;font-size:.7rem}
p.empty{margin:16px;color:#5b5766}
</style></head><body><header><a href="${BACK_TO_APP}">&larr; Back to Charts</a><h1>${escape(title)}</h1></header><main>${body}</main></body></html>`;
}

function send(reply: FastifyReply, html: string) {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

const jodiOf = (result: ResultRow | undefined) =>
  result?.openPana && result.closePana ? `${panaDigit(result.openPana)}${panaDigit(result.closePana)}` : result?.openPana ? `${panaDigit(result.openPana)}*` : '**';

/** A main market's jodi and panel charts, one row a week (Monday to Sunday), the last 12 weeks. */
function mainChart(market: MarketRow, results: ResultRow[], today: string): string {
  const byDay = new Map(results.map((result) => [result.resultDate, result]));
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lastMonday = shift(today, -weekday);
  // From the week of the first result on (12 weeks at most): no screenful of empty weeks for a new market.
  const first = results[0]?.resultDate ?? today;
  const weeks = Array.from({ length: WEEKS }, (_, i) => shift(lastMonday, -7 * (WEEKS - 1 - i))).filter((monday) => shift(monday, 6) >= first);
  const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const head = `<tr><th>Week</th>${names.map((n) => `<th>${n}</th>`).join('')}</tr>`;
  const jodiRows = weeks
    .map((monday) => `<tr><th>${short(monday)}</th>${names.map((_, d) => `<td>${shift(monday, d) > today ? '' : jodiOf(byDay.get(shift(monday, d)))}</td>`).join('')}</tr>`)
    .join('');
  const panelCell = (day: string) => {
    if (day > today) return '<td></td>';
    const result = byDay.get(day);
    if (!result?.openPana) return '<td class="panel">***<b>**</b>***</td>';
    return `<td class="panel"><small>${result.openPana}</small><b>${jodiOf(result)}</b><small>${result.closePana ?? '***'}</small></td>`;
  };
  const panelRows = weeks.map((monday) => `<tr><th>${short(monday)}</th>${names.map((_, d) => panelCell(shift(monday, d))).join('')}</tr>`).join('');
  return `<h2 id="jodi">Jodi chart</h2><div class="scroll"><table>${head}${jodiRows}</table></div>
<h2 id="panel">Panel chart</h2><div class="scroll"><table>${head}${panelRows}</table></div>`;
}

/** One row a day, one column a market (Starline slots, Gali games), the last 14 days. */
function dayGrid(markets: MarketRow[], results: ResultRow[], today: string, cell: (result: ResultRow | undefined) => string): string {
  if (markets.length === 0) return '<p class="empty">No markets yet.</p>';
  const key = (marketId: number, day: string) => `${marketId}:${day}`;
  const byKey = new Map(results.map((result) => [key(result.marketId, result.resultDate), result]));
  const days = Array.from({ length: DAYS }, (_, i) => shift(today, -i));
  const head = `<tr><th>Date</th>${markets.map((m) => `<th>${escape(m.kind === 'starline' ? formatClockTime(m.openMinutes) : m.name)}</th>`).join('')}</tr>`;
  const rows = days.map((day) => `<tr><th>${short(day)}</th>${markets.map((m) => `<td>${cell(byKey.get(key(m.id, day)))}</td>`).join('')}</tr>`).join('');
  return `<div class="scroll"><table>${head}${rows}</table></div>`;
}

/** Chart pages rendered from the stored results, linked from every market list (`web_chart_url`, …). */
export function registerChartRoutes(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  const { db, clock } = deps;
  const today = () => isoDay(istDay(clock()));
  // Chart pages carry their own policy: their inline <style>, nothing else.
  const chartRoute = routeSecurity(CHART_POLICY);

  app.get<{ Params: { id: string } }>('/charts/main/:id', chartRoute, async (request, reply) => {
    const id = Number(request.params.id);
    const market = Number.isSafeInteger(id) ? await findMarket(db, id) : null;
    if (!market || market.kind !== 'main') return send(reply.code(404), page('Chart not found', '<p class="empty">There is no such market.</p>'));
    const end = today();
    const results = await resultsBetween(db, [market.id], shift(end, -7 * WEEKS), end);
    return send(reply, page(`${market.name} chart`, mainChart(market, results, end)));
  });

  for (const kind of ['starline', 'gali'] as const satisfies readonly MarketKind[]) {
    app.get(`/charts/${kind}`, chartRoute, async (_request, reply) => {
      const end = today();
      const markets = await listMarkets(db, { kind, activeOnly: true });
      const results = await resultsBetween(db, markets.map((m) => m.id), shift(end, -DAYS), end);
      const cell = (r: ResultRow | undefined) => {
        const value = declaredValue(r, kind);
        if (kind === 'gali') return value ?? '**';
        return value ? `${value}-${panaDigit(value)}` : '***-*';
      };
      return send(reply, page(kind === 'starline' ? 'KING STARLINE chart' : 'GALI DISAWAR chart', dayGrid(markets, results, end, cell)));
    });
  }
}
