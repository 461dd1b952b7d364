import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import {
  createInquiry,
  deleteInquiry,
  faqCategories,
  getInquiry,
  getNotice,
  inquiryCategories,
  inquiryStatuses,
  listFaqs,
  listInquiries,
  listNotices,
  noticeCategories,
} from "../services/customer";

/** Customer centre (SPEC §7): public notices and FAQ, the user's own 1:1 inquiries. */
export default async function customerRoutes(app: FastifyInstance) {
  defineRoute(app, calls.getNoticeCategory, () => noticeCategories());
  defineRoute(app, calls.getNotices, ({ query, ...deps }) => listNotices(deps, query.ntcDivCcd));
  defineRoute(app, calls.getNotice, ({ params, ...deps }) => getNotice(deps, params.id));
  defineRoute(app, calls.getFaqCategory, () => faqCategories());
  defineRoute(app, calls.getFaqs, ({ query, ...deps }) => listFaqs(deps, query.faqDivCcd));
  defineRoute(app, calls.getAskStatus, () => inquiryStatuses());
  defineRoute(app, calls.getAskCategory, () => inquiryCategories());
  defineRoute(app, calls.getAsks, ({ query, user, ...deps }) => listInquiries(deps, user.userNo, query.iqrSttsDivCcd));
  defineRoute(app, calls.postAsk, ({ body, user, ...deps }) => createInquiry(deps, user.userNo, body));
  defineRoute(app, calls.getAsk, ({ params, user, ...deps }) => getInquiry(deps, user.userNo, params.id));
  defineRoute(app, calls.deleteAsk, ({ params, user, ...deps }) => deleteInquiry(deps, user.userNo, params.id));
}
