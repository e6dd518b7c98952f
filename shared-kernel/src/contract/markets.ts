import * as z from '../zod';
import { RATE_LABELS } from '../domain/settlement';
import { baseResponse, flag01, looseList, looseNumber, looseText, runningFlag } from './lenient';

/** One market as the lists show it. Times are 12-hour `hh:mm AM/PM` (IST). */
export const marketSchema = z.object({
  game_id: looseNumber,
  game_name: looseText,
  open_time: looseText,
  close_time: looseText,
  open_result: looseText,
  close_result: looseText,
  /** 1 while bidding is possible today, 2 once the market is closed for the day. */
  msg_status: runningFlag,
  /** Closed today by the market's weekly schedule or a holiday: its card says Holiday, no bid is taken. */
  holiday: z.optional(z.boolean()),
  web_chart_url: looseText,
});
export type Market = z.infer<typeof marketSchema>;

const chartItem = z.object({ game_name: looseText, web_chart_url: looseText });

/** Every polled answer carries the server's time (ISO), so clients can correct their clocks. */
const withServerTime = z.extend(baseResponse, { server_time: looseText });

/**
 * A kind of market's rates, a pair `<key>_val_1` / `<key>_val_2` a rate (a stake of val_1 pays val_2), keyed as its
 * bid types' rows say (`RATE_LABELS`; Gali: single_digit = Left Digit, single_pana = Right Digit, double_pana = Jodi
 * Digit).
 */
function ratesSchema<Key extends string>(labels: ReadonlyArray<readonly [Key, string]>) {
  const fields = Object.fromEntries(labels.flatMap(([key]) => [`${key}_val_1`, `${key}_val_2`].map((name) => [name, looseNumber])));
  return z.object(fields as Record<`${Key}_val_1` | `${Key}_val_2`, typeof looseNumber>);
}

export const mainRatesSchema = ratesSchema(RATE_LABELS.main);
export const starlineRatesSchema = ratesSchema(RATE_LABELS.starline);
export const galiRatesSchema = ratesSchema(RATE_LABELS.gali);

const empty = z.object({});

/**
 * What the field Android apps read of versions, as the old backend sent them on the dashboard: an app older than
 * `user_minimum_version` must update (pop_status 1, `message`, the APK at `link`; empty: none must).
 */
const appVersionFields = {
  user_minimum_version: z.optional(looseText),
  user_current_version: z.optional(looseText),
  pop_status: z.optional(looseNumber),
  message: z.optional(looseText),
  link: z.optional(looseText),
  app_link: z.optional(looseText),
};

export const marketCalls = {
  /**
   * Polled every 5 s: markets, the chart list, the operator's contact numbers, and for a signed-in player the wallet
   * and betting flag (a visitor without a session gets neither).
   */
  'api-get-dashboard-data': () => ({
    request: empty,
    response: z.extend(withServerTime, {
      result: looseList(marketSchema),
      wallet_amt: z.optional(looseNumber),
      betting_status: z.optional(flag01),
      web_chart: looseList(chartItem),
      mobile_1: looseText,
      mobile_no: looseText,
      telegram_no: looseText,
      // The server also sends the field Android apps' version fields here (`appVersionFields`, below), which our own
      // app does not read.
    }),
  }),
  /** The field Android apps' version check (the old backend's call): the same fields as the dashboard's, in a list. */
  'api-get-app-version-details': () => ({
    request: empty,
    response: z.extend(baseResponse, { versionDetails: looseList(z.object(appVersionFields)) }),
  }),
  /** Polled every 5 s: the Starline slots. */
  'api-starline-game': () => ({
    request: empty,
    response: z.extend(withServerTime, { result: looseList(marketSchema), web_starline_chart_url: looseText }),
  }),
  /** Polled every 5 s: the Gali Disawar games. */
  'api-galidisawar-game': () => ({
    request: empty,
    response: z.extend(withServerTime, { result: looseList(marketSchema), web_galidessar_chart_url: looseText }),
  }),
  'api-game-rates': () => ({ request: empty, response: z.extend(baseResponse, { game_rates: looseList(mainRatesSchema) }) }),
  'api-starline-game-rates': () => ({
    request: empty,
    response: z.extend(baseResponse, { game_rates: looseList(starlineRatesSchema), web_starline_chart_url: looseText }),
  }),
  'api-galidisawar-game-rates': () => ({
    request: empty,
    response: z.extend(baseResponse, { game_rates: looseList(galiRatesSchema), web_galidessar_chart_url: looseText }),
  }),
  'api-how-to-play': () => ({
    request: empty,
    response: z.extend(baseResponse, {
      result: looseText,
      content: looseList(z.object({ how_to_play_content: looseText, video_link: looseText })),
    }),
  }),
  /** Headlines by id: 1 home, 2 add funds, 3 another screen. */
  'api-get-headline': () => ({
    request: z.object({ ids: z.array(z.int().check(z.gte(1), z.lte(3))).check(z.minLength(1), z.maxLength(3)) }),
    response: z.extend(baseResponse, { data: looseList(z.object({ id: looseNumber, status: flag01, notes: looseText })) }),
  }),
  'api-get-slider-images': () => ({
    request: empty,
    response: z.extend(baseResponse, { sliderdata: looseList(z.object({ slider_image: looseText })) }),
  }),
} as const;
