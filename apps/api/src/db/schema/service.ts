import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { CashReceiptPurpose, DeviceType, PaymentMethod } from "@evsafe/contract";
import type { TokenPurpose } from "../../services/account-recovery";
import type { JoinType, PaymentStatus, ProductCode } from "./codes";
import { users, vehicles } from "./core";

/**
 * Identity verifications (PASS/NICE style). Our own serviceToken is issued after the provider
 * confirmed the person; only its SHA-256 is stored. See simulators/identity.ts.
 */
export const identityVerifications = pgTable("identity_verifications", {
  id: serial("id").primaryKey(),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  name: varchar("name", { length: 50 }).notNull(),
  /** Digits only: 01012345678. */
  phone: varchar("phone", { length: 20 }).notNull(),
  birthDate: date("birth_date").notNull(),
  /** Connection information: the same person always gets the same CI. */
  ci: text("ci").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** A serviceToken is single-use per purpose (signup, oauth-signup, set-password, withdraw). */
export const identityTokenUses = pgTable(
  "identity_token_uses",
  {
    verificationId: integer("verification_id")
      .notNull()
      .references(() => identityVerifications.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).$type<TokenPurpose>().notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.verificationId, t.purpose] })],
);

/** Promotion keys: `months` of free service; `maxUses` null = unlimited (one use per user). */
export const promotionKeys = pgTable("promotion_keys", {
  promoKey: varchar("promo_key", { length: 50 }).primaryKey(),
  months: integer("months").notNull(),
  validUntil: date("valid_until").notNull(),
  maxUses: integer("max_uses"),
  useCount: integer("use_count").notNull().default(0),
  description: varchar("description", { length: 200 }).notNull(),
});

export const promotionKeyUses = pgTable(
  "promotion_key_uses",
  {
    promoKey: varchar("promo_key", { length: 50 })
      .notNull()
      .references(() => promotionKeys.promoKey, { onDelete: "cascade" }),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promoKey, t.userNo] })],
);

/**
 * Payments (KG Inicis style). `status`: READY (trade id issued, not settled), PENDING (virtual account
 * waiting for the deposit), PAID, FAILED, CANCELLED (an account given up before the deposit), EXPIRED (its deposit
 * deadline passed). `consumedAt`: the payment paid for a service sign-up.
 */
export const payments = pgTable(
  "payments",
  {
    tradeId: varchar("trade_id", { length: 40 }).primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    srvcPrdtCcd: varchar("srvc_prdt_ccd", { length: 2 }).$type<ProductCode>(),
    productName: varchar("product_name", { length: 100 }),
    amount: integer("amount"),
    deviceType: varchar("device_type", { length: 8 }).$type<DeviceType>(),
    status: varchar("status", { length: 10 }).$type<PaymentStatus>().notNull().default("READY"),
    stlmDivCcd: varchar("stlm_div_ccd", { length: 2 }).$type<PaymentMethod>(),
    approvalNo: varchar("approval_no", { length: 20 }),
    vbankName: varchar("vbank_name", { length: 30 }),
    vbankAccountNo: varchar("vbank_account_no", { length: 30 }),
    vbankHolder: varchar("vbank_holder", { length: 50 }),
    vbankDueAt: timestamp("vbank_due_at", { withTimezone: true }),
    failureReason: varchar("failure_reason", { length: 200 }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** The settlement's idempotency key: one payment per key and member (a replay answers with this payment). */
    idempotencyKey: varchar("idempotency_key", { length: 64 }),
    /** From the gateway, for the receipt: the card company and masked number of a card payment, the bank of a transfer. */
    cardCompany: varchar("card_company", { length: 20 }),
    cardNoMasked: varchar("card_no_masked", { length: 25 }),
    transferBank: varchar("transfer_bank", { length: 30 }),
  },
  (t) => [
    index("payments_user_requested").on(t.userNo, t.requestedAt),
    uniqueIndex("payments_user_idempotency_key").on(t.userNo, t.idempotencyKey),
  ],
);

/** A cash receipt (현금영수증) of a transfer or virtual-account payment: one per payment. */
export const cashReceipts = pgTable(
  "cash_receipts",
  {
    tradeId: varchar("trade_id", { length: 40 })
      .primaryKey()
      .references(() => payments.tradeId, { onDelete: "cascade" }),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** INCOME_DEDUCTION (a mobile number) or EXPENSE_PROOF (a business registration number). */
    purpose: varchar("purpose", { length: 20 }).$type<CashReceiptPurpose>().notNull(),
    /** Digits only. */
    identity: varchar("identity", { length: 20 }).notNull(),
    approvalNo: varchar("approval_no", { length: 20 }).notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("cash_receipts_user").on(t.userNo)],
);

/** Service applications (`auth/service/signup`): what was ordered, where the OBD goes, how it was paid. */
export const serviceApplications = pgTable(
  "service_applications",
  {
    id: serial("id").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.vehicleId, { onDelete: "set null" }),
    srvcPrdtCcd: varchar("srvc_prdt_ccd", { length: 2 }).$type<ProductCode>(),
    joinType: varchar("join_type", { length: 2 }).$type<JoinType>().notNull(),
    tradeId: varchar("trade_id", { length: 40 }).references(() => payments.tradeId, { onDelete: "set null" }),
    promoKey: varchar("promo_key", { length: 50 }),
    months: integer("months").notNull(),
    /** Where the device is delivered; null for an application that kept the device of an earlier period. */
    receiverName: varchar("receiver_name", { length: 50 }),
    receiverPhone: varchar("receiver_phone", { length: 20 }),
    zip: varchar("zip", { length: 10 }),
    addr: varchar("addr", { length: 200 }),
    daddr: varchar("daddr", { length: 200 }),
    /** "이미 단말기가 있어요": nothing shipped, the device of the earlier period reconnects. */
    keptDevice: boolean("kept_device").notNull().default(false),
    deliveryMemo: varchar("delivery_memo", { length: 100 }),
    deviceType: varchar("device_type", { length: 8 }).$type<DeviceType>(),
    confirmedDeviceType: varchar("confirmed_device_type", { length: 8 }).$type<DeviceType>(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    /** The end dates before a cancellation request moved them, restored by "해지 신청 취소". */
    expirationBeforeCancel: date("expiration_before_cancel"),
    promotionBeforeCancel: date("promotion_before_cancel"),
    /** The refund the API computed at the cancellation request or the withdrawal (device returned). */
    refundAmount: integer("refund_amount"),
    /** An application withdrawn before its device shipped. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [index("service_applications_user").on(t.userNo, t.appliedAt)],
);

/** Payment-gateway simulator: an armed failure makes the next settlement fail with its reason. */
export const pgSimFailures = pgTable("pg_sim_failures", {
  id: serial("id").primaryKey(),
  reason: varchar("reason", { length: 200 }).notNull(),
  armedAt: timestamp("armed_at", { withTimezone: true }).notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
  tradeId: varchar("trade_id", { length: 40 }),
});
