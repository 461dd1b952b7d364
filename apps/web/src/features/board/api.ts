import { useScreenData } from "@/shared/screen-data";
import type { InquiryStatus } from "./params";

/** Reads of the customer centre, keyed as the server prefetches them (server.ts). */
export const useNoticeCategories = () => useScreenData("getNoticeCategory");
export const useNotices = (category: string | null) =>
  useScreenData("getNotices", { query: category ? { ntcDivCcd: category as never } : {} });
export const useInquiryStatuses = () => useScreenData("getAskStatus");
export const useInquiries = (status: InquiryStatus | null) => useScreenData("getAsks", { query: status ? { iqrSttsDivCcd: status } : {} });
export const useInquiry = (id: number | null) => useScreenData("getAsk", id === null ? null : { params: { id } });
export const useInquiryCategories = () => useScreenData("getAskCategory");
