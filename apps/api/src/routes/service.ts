import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { cancelPayment, createPaymentOrder, getPayment, issueTradeId, listProducts, settle, stlmServiceStatus } from "../services/payment";
import { paymentHistory, paymentReceipt, renderReceipt, requestCashReceipt } from "../services/payment-receipts";
import { contentDisposition } from "../services/files";
import {
  cancelService,
  confirmServiceDevice,
  expiredDate,
  isExpired,
  MY_SERVICE_STATUS_CALLER,
  myServiceStatus,
} from "../services/subscription";
import { refundQuote, undoCancelService, withdrawApplication } from "../services/cancellation";
import { rejoinOffer } from "../services/signup";

/** Routes of the 'service' area: subscription status, cancellation, products and payment. */
export default async function serviceRoutes(app: FastifyInstance) {
  defineRoute(app, calls.getRejoinOffer, ({ user, ...deps }) => rejoinOffer(deps, user.userNo));
  // Authentication reads what the status shows: one query for the call.
  defineRoute(app, calls.getMyServiceStatus, ({ user, ...deps }) => myServiceStatus(deps, user.userNo, user), {
    caller: MY_SERVICE_STATUS_CALLER,
  });
  defineRoute(app, calls.putMyServiceStatusUpdate, ({ body, user, ...deps }) => confirmServiceDevice(deps, user.userNo, body.deviceType));
  defineRoute(app, calls.getStlmServiceStatus, ({ user, ...deps }) => stlmServiceStatus(deps, user.userNo));
  defineRoute(app, calls.getExpiredDate, ({ user, ...deps }) => expiredDate(deps, user.userNo));
  defineRoute(app, calls.isExpired, ({ user, ...deps }) => isExpired(deps, user.userNo));
  defineRoute(app, calls.cancelService, ({ user, ...deps }) => cancelService(deps, user.userNo));
  defineRoute(app, calls.getRefundQuote, ({ user, ...deps }) => refundQuote(deps, user.userNo));
  defineRoute(app, calls.undoCancelService, ({ user, ...deps }) => undoCancelService(deps, user.userNo, myServiceStatus));
  defineRoute(app, calls.withdrawApplication, ({ user, ...deps }) => withdrawApplication(deps, user.userNo, myServiceStatus));
  defineRoute(app, calls.getServiceProductCode, () => listProducts());
  defineRoute(app, calls.createPayment, ({ params, body, user, ...deps }) =>
    createPaymentOrder(deps, user, params.x, body.deviceType, body.agrees),
  );
  defineRoute(app, calls.getTradeId, ({ user, ...deps }) => issueTradeId(deps, user));
  defineRoute(app, calls.settle, ({ body, user, ...deps }) => settle(deps, user, body));
  defineRoute(app, calls.getPayment, ({ params, user, ...deps }) => getPayment(deps, user.userNo, params.id));
  defineRoute(app, calls.cancelPayment, ({ params, user, ...deps }) => cancelPayment(deps, user.userNo, params.id));
  defineRoute(app, calls.getPaymentHistory, ({ user, ...deps }) => paymentHistory(deps, user.userNo));
  defineRoute(app, calls.getPaymentReceipt, ({ params, user, ...deps }) => paymentReceipt(deps, user.userNo, params.id));
  defineRoute(app, calls.getPaymentReceiptFile, async ({ params, user, reply, ...deps }) => {
    const receipt = await paymentReceipt(deps, user.userNo, params.id);
    const html = Buffer.from(renderReceipt(receipt), "utf8");
    return reply
      .code(200)
      .header("content-type", "text/html; charset=utf-8")
      .header("content-length", String(html.length))
      .header("content-disposition", contentDisposition(`영수증-${receipt.tradeId}.html`))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .header("cache-control", "private, no-store")
      .send(html);
  });
  defineRoute(app, calls.requestCashReceipt, ({ params, body, user, ...deps }) => requestCashReceipt(deps, user.userNo, params.id, body));
}
