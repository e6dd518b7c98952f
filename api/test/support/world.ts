import { formatClockTime } from '@matka/shared-kernel/domain';
import { startHarness, type Answer, type Harness } from './api-harness';
import type { AppDeps } from '../../src/app';
import { fakeWebRoot, type FakeWebRootOptions } from './fake-web-root';
import type { TestDatabase } from './test-databases';
import { lateBound } from './late-bound';

const DAY_MS = 86_400_000;

/** `13:30` (IST, 24-hour, as `clock.at` takes it) as the operator API writes market times: `01:30 PM`. */
function clockTime(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`a time is HH:MM, not ${hhmm}`);
  return formatClockTime(Number(match[1]) * 60 + Number(match[2]));
}

/** A player made through the real flows: registered by OTP, then funded by the operator and given a UPI id if asked. */
export class PlayerBuilder {
  private name: string | undefined;
  private password: string | undefined;
  private points = 0;
  private upi: string | undefined;
  private session: { api: Harness; token: string } | undefined;

  constructor(readonly mobile: string) {}

  named(name: string): this {
    this.name = name;
    return this;
  }

  /** The password they register with (the harness's own unless told). */
  withPassword(password: string): this {
    this.password = password;
    return this;
  }

  /** Credited by the operator after registering (a ledger entry like any other). */
  withPoints(points: number): this {
    this.points = points;
    return this;
  }

  /** A Google Pay number added and confirmed with the OTP texted to the player. */
  withGooglePay(number: string): this {
    this.upi = number;
    return this;
  }

  /** Registers the player on `api` (the steps `withPoints`/`withGooglePay` ask for follow); resolves to them. */
  async joins(api: Harness): Promise<this> {
    await this.register(api);
    await this.fund();
    await this.addUpi();
    return this;
  }

  /** The player's session token once they have joined. */
  get token(): string {
    return this.joined().token;
  }

  /** The player's balance as the app shows it. */
  async wallet(): Promise<number> {
    return Number((await this.call('api-user-wallet-balance')).body.wallet_amt);
  }

  /** An app call with the player's session. */
  call(name: string, body: Record<string, unknown> = {}): Promise<Answer> {
    const { api, token } = this.joined();
    return api.call(name, body, token);
  }

  /** @internal The world's steps, in the order it runs them for all its players. */
  async register(api: Harness): Promise<void> {
    this.session = { api, token: await api.register(this.mobile, this.name, this.password) };
  }

  /** @internal */
  async fund(): Promise<void> {
    if (this.points > 0) await this.joined().api.fund(this.mobile, this.points);
  }

  /** @internal */
  async addUpi(): Promise<void> {
    if (this.upi === undefined) return;
    const { api } = this.joined();
    await this.call('api-add-user-upi-details', { upi_type: '2', google_pay_no: this.upi });
    await this.call('api-add-user-upi-details', { upi_type: '2', otp: api.sms.lastCode(this.mobile) });
    api.clock.advance(31_000);
  }

  private joined() {
    if (!this.session) throw new Error(`player ${this.mobile} has not joined yet`);
    return this.session;
  }
}

/** A player to build: `aPlayer('9000000801').named('Bidder').withPoints(1000)`. */
export const aPlayer = (mobile: string) => new PlayerBuilder(mobile);

type MarketKind = 'main' | 'starline' | 'gali';

/** A market as the operator adds it: `aMarket('Test Market').opensAt('11:30').closesAt('13:30')`. */
export class MarketBuilder {
  private kindOf: MarketKind = 'main';
  private open = '11:30';
  private close: string | undefined = '13:30';

  constructor(readonly name: string) {}

  /** A Starline slot or a Gali game: one time, no close. */
  ofKind(kind: MarketKind): this {
    this.kindOf = kind;
    if (kind !== 'main') this.close = undefined;
    return this;
  }

  opensAt(hhmm: string): this {
    this.open = hhmm;
    return this;
  }

  /** Betting on the close session runs until `hhmm` (main markets). */
  closesAt(hhmm: string): this {
    this.close = hhmm;
    return this;
  }

  /** What `POST /operator/markets` takes for it. */
  get body(): Record<string, string> {
    return {
      kind: this.kindOf,
      name: this.name,
      open: clockTime(this.open),
      ...(this.close === undefined ? {} : { close: clockTime(this.close) }),
    };
  }

  /** Adds it through the operator API; resolves to its id. */
  async addTo(api: Harness): Promise<number> {
    const answer = await api.operator('POST', '/operator/markets', this.body);
    if (answer.statusCode !== 200) throw new Error(`market ${this.name}: ${JSON.stringify(answer.body)}`);
    return Number(answer.body.game_id);
  }
}

/** A main market to build (11:30 – 13:30 unless told): `aMarket('Race Market')`. */
export const aMarket = (name: string) => new MarketBuilder(name);

/** The three markets most suites bet on, one of each kind. */
export interface Markets {
  main: number;
  starline: number;
  gali: number;
}

/** A main market 11:30 AM – 01:30 PM, a Starline slot at 03:00 PM, a Gali game at 11:00 PM. */
export const STANDARD_MARKETS = {
  main: aMarket('Test Market').opensAt('11:30').closesAt('13:30'),
  starline: aMarket('Star 3 PM').ofKind('starline').opensAt('15:00'),
  gali: aMarket('Test Gali').ofKind('gali').opensAt('23:00'),
} as const;

/** Typical rates (10 points pay `val2`), per market kind and bid type. */
const STANDARD_RATES: Array<[MarketKind, string, number]> = [
  ['main', 'single_digit', 95], ['main', 'jodi_digit', 900], ['main', 'single_pana', 1400], ['main', 'double_pana', 2800],
  ['main', 'tripple_pana', 7000], ['main', 'half_sangam', 10000], ['main', 'full_sangam', 100000],
  ['starline', 'single_digit', 95], ['starline', 'single_pana', 1400], ['starline', 'double_pana', 2800], ['starline', 'tripple_pana', 7000],
  ['gali', 'single_digit', 95], ['gali', 'single_pana', 95], ['gali', 'double_pana', 900],
];

/** Adds the standard markets and rates through the operator API. */
export async function setUpMarkets(api: Harness): Promise<Markets> {
  const markets = {
    main: await STANDARD_MARKETS.main.addTo(api),
    starline: await STANDARD_MARKETS.starline.addTo(api),
    gali: await STANDARD_MARKETS.gali.addTo(api),
  };
  for (const [kind, type, val2] of STANDARD_RATES) await api.operator('POST', '/operator/rates', { kind, type, val1: 10, val2 });
  return markets;
}

/**
 * The world a suite's tests run in, set up once before them on a fresh database of `kind` and closed after them (with
 * the harness's ledger check): `const { api, markets } = testWorld(kind).at('10:00').withMarkets().with(asha, ravi)`.
 * In order: the server (with `withEnv`), the IST clock, the standard markets, the operator's content settings, then
 * every player registers, then every player is funded, then UPI ids are added.
 */
export class TestWorld {
  /** The harness, once `beforeAll` has started it. */
  readonly api: Harness;
  /** The standard markets' ids, once added (`withMarkets`). */
  readonly markets: Markets;
  private env: Record<string, string> = {};
  private deps: () => Promise<Pick<AppDeps, 'push'>> = async () => ({});
  private time: string | undefined;
  private days = 0;
  private standardMarkets = false;
  private content: Array<[string, Record<string, unknown>]> = [];
  private players: PlayerBuilder[] = [];
  private webRoot: FakeWebRootOptions | undefined;
  private started: { api: Harness; markets: Markets | undefined } | undefined;
  private removeWebRoot: (() => void) | undefined;

  constructor(kind: TestDatabase) {
    this.api = lateBound('the harness', () => this.started?.api);
    this.markets = lateBound('the standard markets (withMarkets)', () => this.started?.markets);
    beforeAll(async () => {
      const web = this.webRoot && fakeWebRoot(this.webRoot);
      this.removeWebRoot = web?.remove;
      const api = await startHarness(kind, { ...(web ? { SERVE_WEB: 'true', WEB_ROOT: web.root } : {}), ...this.env }, await this.deps());
      this.started = { api, markets: undefined };
      if (this.days) api.clock.advance(-this.days * DAY_MS);
      if (this.time) api.clock.at(this.time);
      if (this.standardMarkets) this.started.markets = await setUpMarkets(api);
      for (const [page, body] of this.content) {
        const answer = await api.operator('POST', `/operator/content/${page}`, body);
        if (answer.statusCode !== 200) throw new Error(`content ${page}: ${JSON.stringify(answer.body)}`);
      }
      for (const player of this.players) await player.register(api);
      for (const player of this.players) await player.fund();
      for (const player of this.players) await player.addUpi();
    });
    afterAll(async () => {
      try {
        await this.started?.api.close();
      } finally {
        this.removeWebRoot?.();
      }
    });
  }

  /** The server's settings (as environment variables) beside the harness's own. */
  withEnv(env: Record<string, string>): this {
    this.env = { ...this.env, ...env };
    return this;
  }

  /** What the server is built with instead of its defaults (a local push service), made when the world starts. */
  withAppDeps(deps: () => Promise<Pick<AppDeps, 'push'>>): this {
    this.deps = deps;
    return this;
  }

  /** The clock starts `days` before the harness's day (a suite that lives through several days). */
  daysAgo(days: number): this {
    this.days = days;
    return this;
  }

  /** The server serves a built-looking web root (fake-web-root.ts), removed after the suite. */
  withWebRoot(options: FakeWebRootOptions = {}): this {
    this.webRoot = options;
    return this;
  }

  /** The IST time of day the clock shows when the players join: `at('10:00')`. */
  at(hhmm: string): this {
    this.time = hhmm;
    return this;
  }

  /** The standard markets and their rates (`markets.main`, `.starline`, `.gali`). */
  withMarkets(): this {
    this.standardMarkets = true;
    return this;
  }

  /** An operator content setting: `withContent('withdraw', { min_withdrawal: 100 })`. */
  withContent(page: 'deposit' | 'withdraw', body: Record<string, unknown>): this {
    this.content.push([page, body]);
    return this;
  }

  /** Players who join before the tests (their tokens and wallets are on them). */
  with(...players: PlayerBuilder[]): this {
    this.players.push(...players);
    return this;
  }
}

/** Registers the hooks that set up and close a suite's world; chain what the world holds. */
export const testWorld = (kind: TestDatabase) => new TestWorld(kind);
