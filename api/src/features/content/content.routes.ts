import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { linesAsHtml } from '@matka/shared-kernel/domain';
import { registerCall, type SessionFinder } from '../../http/calls';
import { absoluteUrl } from '../../http/public-url';
import { getSetting } from './settings';

interface Deps {
  db: Database;
  appKeys: readonly string[];
  /** The players' sessions: the content calls ask only whether one is signed in. */
  sessions: SessionFinder<unknown>;
}

/**
 * The texts and payment details operators set: rules, headlines, how to play, QR and UPI ids. The legacy clients ask
 * for the rules, sliders and QR without a session, so these are public; the bank details are for players.
 */
export function registerContentRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const callDeps = { appKeys: deps.appKeys, sessions: deps.sessions };

  registerCall(app, callDeps, 'api-money-deposit-withdrawal-rule', { auth: false }, async () => {
    const rules = await getSetting(db, 'rules');
    return { content: [{ withdrawal_rule: rules.withdrawal_rule, deposit_rule: rules.deposit_rule }] };
  });

  registerCall(app, callDeps, 'api-get-headline', { auth: false }, async ({ body }) => {
    const headlines = await getSetting(db, 'headlines');
    return { data: headlines.filter((headline) => body.ids.includes(headline.id)).map((h) => ({ ...h, status: h.status ? '1' : '0' })) };
  });

  registerCall(app, callDeps, 'api-get-slider-images', { auth: false }, async ({ request }) => ({
    sliderdata: (await getSetting(db, 'slider_images')).map((image) => ({ slider_image: absoluteUrl(request, image) })),
  }));

  registerCall(app, callDeps, 'api-how-to-play', { auth: false }, async () => {
    const howTo = await getSetting(db, 'how_to_play');
    // The legacy clients render the field as HTML: the operator's lines go escaped, a `<br>` between them.
    return { result: '', content: [{ how_to_play_content: linesAsHtml(howTo.content), video_link: howTo.video_link }] };
  });

  registerCall(app, callDeps, 'api-get-qr-pay', { auth: false }, async ({ request }) => {
    const payment = await getSetting(db, 'payment');
    return { qrdata: [{ upi_id: payment.upi_id, qr_image: absoluteUrl(request, payment.qr_image) }] };
  });

  registerCall(app, callDeps, 'api-admin-bank-details', {}, async () => {
    const payment = await getSetting(db, 'payment');
    return {
      bank_details: [
        {
          upi_payment_id: payment.upi_id,
          google_upi_payment_id: payment.google_upi_payment_id || payment.upi_id,
          phonepay_upi_payment_id: payment.phonepay_upi_payment_id || payment.upi_id,
          paytm_upi_payment_id: payment.paytm_upi_payment_id || payment.upi_id,
        },
      ],
    };
  });

  // The legacy clients' payment-gateway GET: the UPI id and QR image to pay to.
  app.get('/api/payment-details', async (request) => {
    const payment = await getSetting(db, 'payment');
    return { success: Boolean(payment.upi_id), data: { upiId: payment.upi_id, qrImagePath: absoluteUrl(request, payment.qr_image) } };
  });
}
