import { placementOfBatch, placementOfBatches, submitBidsBody, type BidPlacement } from './bid-batches';
import { API_CALLS } from './index';

const placement: BidPlacement & { idempotencyKey: string } = {
  marketId: 7,
  idempotencyKey: 'key-123456',
  batches: [
    {
      marketId: 7,
      marketName: 'KALYAN',
      type: 'Single Pana',
      screen: 'SP Motor',
      bidDate: '22-November-2026',
      session: 'Close',
      totalPoints: 20,
      rows: [
        { digits: '123', closedigits: '', points: 10 },
        { digits: '124', closedigits: '', points: 10 },
      ],
    },
  ],
};

describe("bids in our names and in the field clients'", () => {
  test('our placement goes on the wire under the field clients\' names, as it always did', () => {
    expect(submitBidsBody(placement)).toEqual({
      game_id: 7,
      idempotency_key: 'key-123456',
      batches: [
        {
          Gamename: 'KALYAN',
          totalbit: 20,
          gameid: 7,
          pana: 'Single Pana',
          gametype: 'SP Motor',
          bid_date: '22-November-2026',
          session: 'Close',
          result: [
            { digits: '123', closedigits: '', points: 10 },
            { digits: '124', closedigits: '', points: 10 },
          ],
        },
      ],
    });
  });

  test('what the server parses reads back as the placement sent', () => {
    const parsed = API_CALLS['api-submit-bids'].request.parse(submitBidsBody(placement));
    expect(placementOfBatches(parsed)).toEqual(placement);
  });

  test("a legacy client's batch reads as one batch in our names, a Gali one under our type", () => {
    const legacy = {
      game_id: '9',
      new_result: { Gamename: 'DISAWAR', totalbit: '10', gameid: '9', pana: 'Single Pana', bid_date: '22-November-2026', session: '', result: [{ digits: '4', closedigits: '', points: '10', session: '' }] },
    };
    const read = placementOfBatch(API_CALLS['api-galidisawar-submit-bid'].request.parse(legacy));
    expect(read).toEqual({
      marketId: 9,
      idempotencyKey: undefined,
      batches: [
        { marketId: 9, marketName: 'DISAWAR', type: 'Left Digit', screen: undefined, bidDate: '22-November-2026', session: undefined, totalPoints: 10, rows: [{ digits: '4', closedigits: '', points: 10, session: undefined }] },
      ],
    });
  });
});
