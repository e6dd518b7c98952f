import { PATHS } from '@matka/shared-kernel/paths';
import { NOTICE_REFUSALS } from '../src/features/push/messages';
import { DELIVERY } from '../src/features/push/push-delivery';
import { secondInstance } from './support/api-harness';
import { placeBids } from './support/bids-fixture';
import { addOperator, asOperator, type TestOperator } from './support/operator-accounts';
import { localPush } from './support/local-push';
import type { Device } from './support/push-service';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

// Issue 40, item 2: operators' notices. An owner or support writes a notice to an audience, sees how many players it
// reaches before sending, may send NOTICES_PER_DAY (3) an IST day across every instance, and every send is audited.
describe.each(testDatabases())('operators’ notices ($mode)', (kind) => {
  const push = localPush();
  const { env: vapid, sender } = push;
  const asha = aPlayer('9844400001').named('Asha').withPoints(5000);
  const ravi = aPlayer('9844400002').named('Ravi').withPoints(5000);
  const meena = aPlayer('9844400003').named('Meena').withPoints(5000);
  const kiran = aPlayer('9844400004').named('Kiran');
  const { api, markets } = testWorld(kind)
    .at('10:00')
    .withMarkets()
    .withEnv(vapid)
    .withAppDeps(push.deps)
    .with(asha, ravi, meena, kiran);
  afterAll(push.close);

  const staff: Record<string, TestOperator> = {};
  let ashaPhone: Device;
  let raviPhone: Device;
  beforeAll(async () => {
    for (const role of ['owner', 'cashier', 'results', 'support', 'releases']) staff[role] = await addOperator(api, `notices-${role}`, role);
    // Asha and Ravi bid on the main market today, Meena on the Starline; Kiran has not bid.
    for (const [player, digit] of [[asha, '6'], [ravi, '7']] as const) {
      expect((await placeBids(api, player.token, 'main', markets.main, 'Single Digit', [[digit, 10]], { session: 'Open' })).body).toMatchObject({ status: true });
    }
    expect((await placeBids(api, meena.token, 'starline', markets.starline, 'Single Digit', [['5', 10]])).body).toMatchObject({ status: true });
    // Asha and Ravi each have a device; only Asha chose operators' notices (off by default).
    ashaPhone = push.service().device();
    raviPhone = push.service().device();
    expect((await api.call('api-push-subscribe', ashaPhone.subscription, asha.token)).body).toMatchObject({ status: true });
    expect((await api.call('api-push-subscribe', raviPhone.subscription, ravi.token)).body).toMatchObject({ status: true });
    expect((await api.call('api-push-preferences', { notices: true }, asha.token)).body).toMatchObject({ preferences: { notices: true } });
  });

  const preview = (body: Record<string, unknown>, token = staff.support!.token) => asOperator(api, token, 'POST', '/operator/notices/preview', body);
  const send = (body: Record<string, unknown>, token = staff.support!.token) => asOperator(api, token, 'POST', '/operator/notices', body);
  const inboxTitles = async (token: string) => ((await api.call('api-inbox', {}, token)).body.notifications as Array<{ title: string }>).map((entry) => entry.title);

  test('the preview counts each audience’s players, and of them those pushed now; nothing is sent or counted', async () => {
    api.clock.at('12:00');
    const reach = async (body: Record<string, unknown>) => {
      const answer = await preview(body);
      expect(answer.statusCode).toBe(200);
      return answer.body;
    };
    expect((await asOperator(api, staff.support!.token, 'GET', '/operator/notices')).body).toEqual({
      sent_today: 0,
      per_day: 3,
      markets: [{ name: 'STAR 3 PM', players: 1 }, { name: 'TEST MARKET', players: 2 }],
    });
    expect(await reach({ audience: 'everyone' })).toEqual({ audience: 'everyone', market: null, players: 4, pushed: 1, sent_today: 0, per_day: 3 });
    expect(await reach({ audience: 'bid-today' })).toMatchObject({ players: 3, pushed: 1 });
    // The market by its name, in any case; the answer spells it as the market list does.
    expect(await reach({ audience: 'market', market: 'test market' })).toMatchObject({ audience: 'market', market: 'TEST MARKET', players: 2, pushed: 1 });
    expect(await reach({ audience: 'market', market: 'Star 3 PM' })).toMatchObject({ players: 1, pushed: 0 });
    // At night Asha keeps quiet hours: her notice waits in the inbox, pushed to nobody.
    api.clock.at('23:30');
    expect(await reach({ audience: 'everyone' })).toMatchObject({ players: 4, pushed: 0 });
    api.clock.at('12:00');
    expect(await inboxTitles(asha.token)).toEqual([]);
  });

  test('a send writes each audience player’s inbox, pushes to those who chose notices, and is audited', async () => {
    api.clock.at('12:05');
    const sent = await send({ audience: 'market', market: 'TEST MARKET', title: 'Result at 1:30', body: 'TEST MARKET close is declared at 1:30 PM today', note: 'delay' });
    expect(sent).toMatchObject({ statusCode: 200, body: { audience: 'market', market: 'TEST MARKET', players: 2, pushed: 1, sent_today: 1, per_day: 3 } });
    expect(await api.app.push.delivery.drain()).toBe(1);
    expect(ashaPhone.received.map((push) => push.payload)).toEqual([
      { id: expect.any(Number), title: 'Result at 1:30', body: 'TEST MARKET close is declared at 1:30 PM today', url: PATHS.home, tag: expect.stringMatching(/^n\d+$/) },
    ]);
    expect(ashaPhone.received[0]).toMatchObject({ ttl: DELIVERY.notice.ttlSeconds, urgency: DELIVERY.notice.urgency });
    // Ravi has a device but not notices: the inbox only. Meena and Kiran bid elsewhere or not at all.
    expect(raviPhone.received).toEqual([]);
    expect(await inboxTitles(ravi.token)).toEqual(['Result at 1:30']);
    expect(await inboxTitles(meena.token)).toEqual([]);
    expect(await inboxTitles(kiran.token)).toEqual([]);

    const audit = (await api.operator('GET', '/operator/audit?limit=5')).body.actions as Array<Record<string, unknown>>;
    expect(audit[0]).toMatchObject({
      action: 'notice send',
      actor: 'notices-support',
      target: 'market TEST MARKET',
      note: 'delay',
      change: '"Result at 1:30" to 2 players (players who bid on TEST MARKET today), 1 pushed; notice 1 of 3 today',
    });
    expect(JSON.parse(String(audit[0]!.outcome))).toEqual({ title: 'Result at 1:30', body: 'TEST MARKET close is declared at 1:30 PM today', players: 2, pushed: 1, pushes: 1 });
    expect((await preview({ audience: 'everyone' })).body).toMatchObject({ sent_today: 1 });
  });

  test('bad input is refused in words, and a refused send takes none of the day’s notices', async () => {
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ audience: 'all', title: 'x', body: 'y' }, 400, 'audience must be one of everyone, bid-today, market'],
      [{ audience: 'market', title: 'x', body: 'y' }, 400, NOTICE_REFUSALS.marketMissing],
      [{ audience: 'everyone', market: 'TEST MARKET', title: 'x', body: 'y' }, 400, 'market is only for the audience market, not everyone'],
      [{ audience: 'market', market: 'KALYAN', title: 'x', body: 'y' }, 404, 'No market is named "KALYAN"'],
      [{ audience: 'everyone', title: '  ', body: 'y' }, 400, 'title must not be empty'],
      [{ audience: 'everyone', title: 'x'.repeat(61), body: 'y' }, 400, 'title must be at most 60 characters'],
      [{ audience: 'everyone', title: 'x' }, 400, 'body is required'],
      [{ audience: 'everyone', title: 'x', body: 'y'.repeat(241) }, 400, 'body must be at most 240 characters'],
      // Nobody bid on the Gali today.
      [{ audience: 'market', market: 'Test Gali', title: 'x', body: 'y' }, 409, NOTICE_REFUSALS.nobody('players who bid on TEST GALI today')],
    ];
    for (const [body, statusCode, error] of refusals) expect({ sent: body, ...(await send(body)) }).toEqual({ sent: body, statusCode, body: { error } });
    expect((await preview({ audience: 'everyone' })).body).toMatchObject({ sent_today: 1 });
  });

  test('every role: owner and support may preview and send; cashier, results and releases are refused with the reason', async () => {
    for (const [role, may] of [['owner', true], ['support', true], ['cashier', false], ['results', false], ['releases', false]] as const) {
      const answer = await preview({ audience: 'everyone' }, staff[role]!.token);
      if (may) expect({ role, status: answer.statusCode }).toEqual({ role, status: 200 });
      else {
        expect({ role, ...answer }).toEqual({ role, statusCode: 403, body: { error: `notices-${role} (${role}) may not send notices to players (NOTICES_PER_DAY a day)` } });
        expect((await send({ audience: 'everyone', title: 'x', body: 'y' }, staff[role]!.token)).statusCode).toBe(403);
      }
    }
    expect((await send({ audience: 'bid-today', title: 'Owner', body: 'From the owner' }, staff.owner!.token)).body).toMatchObject({ players: 3, sent_today: 2 });
    expect((await preview({ audience: 'everyone' })).body).toMatchObject({ sent_today: 2 });
    expect(await inboxTitles(meena.token)).toEqual(['Owner']);
  });

  test(`NOTICES_PER_DAY a day, each IST day: the fourth is refused naming the limit${kind.mode === 'postgres' ? '; of concurrent sends on two instances exactly 3 go' : ''}`, async () => {
    // A new IST day: none sent yet.
    api.clock.advance(24 * 3600_000);
    api.clock.at('09:00');
    expect((await preview({ audience: 'everyone' })).body).toMatchObject({ sent_today: 0, per_day: 3 });
    const notice = (n: number) => ({ audience: 'everyone', title: `Notice ${n}`, body: 'Hello' });
    let answers: Array<{ statusCode: number; body: Record<string, unknown> }>;
    if (kind.mode === 'postgres') {
      const second = await secondInstance(api, vapid, { push: sender() });
      try {
        const onSecond = async (body: Record<string, unknown>) => {
          const response = await second.app.inject({ method: 'POST', url: '/operator/notices', headers: { authorization: `Bearer ${staff.support!.token}` }, payload: body });
          return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
        };
        answers = await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? send(notice(n)) : onSecond(notice(n)))));
      } finally {
        await second.close();
      }
    } else {
      answers = [];
      for (let n = 0; n < 4; n += 1) answers.push(await send(notice(n)));
    }
    const sent = answers.filter((answer) => answer.statusCode === 200);
    expect(sent.map((answer) => answer.body.sent_today).sort()).toEqual([1, 2, 3]);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBe(answers.length - 3);
    for (const answer of refused) expect(answer).toEqual({ statusCode: 409, body: { error: '3 notices a day is the limit (NOTICES_PER_DAY), and all were sent today: the next can go tomorrow' } });
    // Kiran's inbox has the day's three, each once; three audit rows say so.
    expect((await inboxTitles(kiran.token)).filter((title) => title.startsWith('Notice '))).toHaveLength(3);
    const audit = (await api.operator('GET', '/operator/audit?limit=20')).body.actions as Array<{ action: string; change: string }>;
    expect(audit.filter((row) => row.action === 'notice send' && row.change.includes('(every player)'))).toHaveLength(3);

    api.clock.advance(24 * 3600_000);
    expect((await send(notice(9))).body).toMatchObject({ sent_today: 1 });
  });
});
