import type { OrderStatus, PaymentState, RefundState, Role } from '@voltcart/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types for Kysely. Ids are UUIDv7 text, money integer paise, times ISO-8601 text (UTC). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  cart_items: CartItemsTable;
  comments: CommentsTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_reports: ReviewReportsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  login_failures: LoginFailuresTable;
  sandbox_payments: SandboxPaymentsTable;
  addresses: AddressesTable;
  refunds: RefundsTable;
  sandbox_refunds: SandboxRefundsTable;
  invoice_sequences: InvoiceSequencesTable;
  mail_outbox: MailOutboxTable;
  cart_reminder_settings: CartReminderSettingsTable;
  cart_reminders: CartRemindersTable;
  mail_opt_outs: MailOptOutsTable;
  account_tokens: AccountTokensTable;
  two_factor_enrolments: TwoFactorEnrolmentsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  stock_alerts: StockAlertsTable;
  catalog_version: CatalogVersionTable;
  stock_changes: StockChangesTable;
  coupons: CouponsTable;
  coupon_uses: CouponUsesTable;
  cart_coupons: CartCouponsTable;
  product_specifications: ProductSpecificationsTable;
  delivery_rules: DeliveryRulesTable;
  cod_settings: CodSettingsTable;
  cod_confirmations: CodConfirmationsTable;
  shipments: ShipmentsTable;
  shipment_events: ShipmentEventsTable;
  order_status_moves: OrderStatusMovesTable;
  credit_note_sequences: CreditNoteSequencesTable;
  credit_notes: CreditNotesTable;
}

/** Every status move of an order (features/orders/status.ts writes one per move): the shopper's timeline reads them. */
export interface OrderStatusMovesTable {
  id: string;
  order_id: string;
  from_status: OrderStatus;
  to_status: OrderStatus;
  moved_by: string;
  at: string;
}

/** An order's parcel with a courier (features/orders/shipments); `last_event_at` is its latest courier update's time. */
export interface ShipmentsTable {
  id: string;
  order_id: string;
  courier: string;
  awb: string;
  tracking_url: string | null;
  last_event_at: string | null;
  created_at: string;
}

/** A courier update applied to a shipment, by the courier's eventId (unique). */
export interface ShipmentEventsTable {
  id: string;
  shipment_id: string;
  event_id: string;
  status: 'in_transit' | 'out_for_delivery' | 'delivered' | 'refused';
  at: string;
  received_at: string;
}

/** A serviceability rule by pincode prefix (features/delivery); days are working days after dispatch. */
export interface DeliveryRulesTable {
  id: string;
  prefix: string;
  area: string;
  min_days: number | null;
  max_days: number | null;
  cod_available: number;
  serviceable: number;
  created_at: string;
  updated_at: string;
}

/** A product's value of one attribute: a number, or text (a choice, text, or 'true'/'false' for yes/no). */
export interface ProductSpecificationsTable {
  product_id: string;
  attribute_key: string;
  number_value: number | null;
  text_value: string | null;
}

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  phone: string;
  password_hash: string;
  image_url: string;
  role: Role;
  created_at: string;
  email_verified_at: Generated<string | null>;
  disabled_at: Generated<string | null>;
  /** Moves with every committed write to the user's orders, their payments and the user's addresses (migration 0018's triggers). */
  checkout_version: Generated<number | string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  kind: 'cookie' | 'bearer';
  created_at: string;
  expires_at: string;
  /** Last use, for the idle timeout; null until first touched. */
  last_seen_at: string | null;
  /** 'passed': made by admin sign-in after the admin's second factor (or by enrolling it in this session); else 'none'. */
  second_factor: Generated<SessionSecondFactor>;
}

export type SessionSecondFactor = 'none' | 'passed';

export interface CategoriesTable {
  id: string;
  name: string;
  heading: string;
  position: number;
}

export interface ProductsTable {
  id: string;
  name: string;
  price_paise: number;
  sales_price_paise: number;
  description: string;
  brand: string;
  category_id: string | null;
  /** Units in stock, never below 0 (a CHECK); checkout reserves from it and failed or cancelled orders put back. */
  stock: number;
  created_at: string;
  updated_at: string;
  /** The variant group the product belongs to (0028); null for a product of none. */
  variant_group_id: string | null;
  /** Its option values in the group as a JSON object (`{"Colour":"Midnight"}`); null outside a group. */
  variant_options: string | null;
  /** The mean of its shown reviews × 10, rounded, and how many (kept by the reviews feature; 0026). */
  rating_tenths: Generated<number>;
  review_count: Generated<number>;
  /** The stock-keeping unit, unique ignoring case (0032); a trigger gives `P-<id>` to a row written without one. */
  sku: Generated<string>;
}

/** One row: bumped by every write to products, product_images or categories (triggers; 0015). */
export interface CatalogVersionTable {
  id: number;
  /** Random, per database: tells apart databases one process uses (the tests). */
  token: string;
  /** A bigint on PostgreSQL (read as text). */
  version: number | string;
  stock_version: number | string;
  comments_version: number | string;
}

/** Which products' stock each stock_version changed (triggers; 0017), the latest STOCK_CHANGES_KEPT versions. */
export interface StockChangesTable {
  /** A bigint on PostgreSQL (read as text). */
  stock_version: number | string;
  product_id: string;
}

export interface ProductImagesTable {
  id: string;
  product_id: string;
  url: string;
  position: number;
}

export interface CartItemsTable {
  id: string;
  user_id: string;
  product_id: string;
  quantity: number;
  created_at: string;
}

export interface ReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  rating: number;
  title: string;
  body: string;
  /** 1 when its author had a Delivered order holding the product when they wrote or last edited it. */
  verified: number;
  helpful_count: Generated<number>;
  report_count: Generated<number>;
  /** Set by an admin's hide, with the reason the author was emailed; null while shown. */
  hidden_at: string | null;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewVotesTable {
  review_id: string;
  user_id: string;
  created_at: string;
}

export interface ReviewReportsTable {
  review_id: string;
  user_id: string;
  reason: string;
  created_at: string;
}

export interface CommentsTable {
  id: string;
  product_id: string;
  user_id: string;
  body: string;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  order_number: string;
  user_id: string;
  status: OrderStatus;
  total_paise: number;
  created_at: string;
  updated_at: string;
  attention_reason: Generated<string | null>;
  /** JSON of the contract's DeliveryAddress as it was when the order was placed; null for older orders. */
  delivery_address: Generated<string | null>;
  /** 'VC/2026-27/000001', given when the order is paid; null before. */
  invoice_number: Generated<string | null>;
  invoiced_at: Generated<string | null>;
  /** Set when an order that had shipped is cancelled: its goods are awaited back and its stock stays off the shelf. */
  return_awaited_at: Generated<string | null>;
  /** Set when an admin marks those goods received back (its stock went back then). */
  received_back_at: Generated<string | null>;
  /** Why an admin cancelled the order, in the admin's words; null for every other order. */
  cancel_reason: Generated<string | null>;
  /** The storefront origin that started the checkout (its payment returns there, its emails link there); null before. */
  storefront_url: Generated<string | null>;
  /** The coupon the checkout applied (its code as kept), and what it took off the lines' prices; total_paise is after it. */
  coupon_code: Generated<string | null>;
  discount_paise: Generated<number>;
  /** The day delivery promised at checkout (India's calendar, YYYY-MM-DD); null before delivery rules, or without an address. */
  promised_delivery_on: Generated<string | null>;
  /** How the order is paid: 'online' (the provider) or 'cod' (cash on delivery). */
  payment_method: Generated<'online' | 'cod'>;
  /** A COD order's fee, a line of its own within total_paise; 0 for an online order. */
  cod_fee_paise: Generated<number>;
  /** When an admin recorded a COD order's cash collected (its payment); null until then and for online orders. */
  cash_collected_at: Generated<string | null>;
}

/** The admin's cash-on-delivery rules: one row (id 1), absent until first saved (the contract's defaults then). */
export interface CodSettingsTable {
  id: number;
  max_order_value_paise: number;
  fee_paise: number;
  confirmation: 'email-code' | 'off';
  refusals_limit: number;
  updated_at: string;
}

/** A COD order's confirmation: hashes of its emailed code and link token, the code's lapse, wrong tries, last send. */
export interface CodConfirmationsTable {
  order_id: string;
  code_hash: string;
  token_hash: string;
  code_expires_at: string;
  wrong_tries: Generated<number>;
  sent_at: string;
  confirmed_at: string | null;
  created_at: string;
}

/** A shopper's address book entry (the contract's DeliveryAddress); `is_default` is 1 for at most one per shopper. */
export interface AddressesTable {
  id: string;
  user_id: string;
  full_name: string;
  phone: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  pincode: string;
  /** A business buyer's GSTIN and business name (both or neither), printed on the invoice of an order to this address. */
  gstin: string | null;
  business_name: string | null;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  product_id: string | null;
  product_name: string;
  product_image: string;
  quantity: number;
  price_paise: number;
  /** The line's HSN heading and GST rate as sold (null only for lines sold before invoices whose category was unknown). */
  hsn_code: Generated<string | null>;
  gst_rate_percent: Generated<number | null>;
  /** The line's share of the order's coupon discount: what was paid for it is price × quantity − this. */
  discount_paise: Generated<number>;
}

/** A coupon; `value` is hundredths of a percent (percent) or paise (flat). Times ISO-8601 UTC; null limits mean none. */
export interface CouponsTable {
  id: string;
  code: string;
  kind: 'percent' | 'flat';
  value: number;
  min_order_paise: number;
  max_discount_paise: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_shopper_limit: number | null;
  /** JSON list of category names; empty applies to every category. */
  categories: string;
  first_order_only: number;
  active: number;
  /** Uses held by unpaid checkouts plus uses of paid orders. */
  uses_taken: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type CouponUseState = 'held' | 'used' | 'released';

/** One checkout's use of a coupon. */
export interface CouponUsesTable {
  id: string;
  coupon_id: string;
  user_id: string;
  order_id: string;
  state: CouponUseState;
  discount_paise: number;
  created_at: string;
  updated_at: string;
}

/** The coupon a shopper applied to their cart. */
export interface CartCouponsTable {
  user_id: string;
  coupon_id: string;
  applied_at: string;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  merchant_transaction_id: string;
  provider_order_id: string | null;
  state: PaymentState;
  amount_paise: number;
  payment_mode: string | null;
  provider_transaction_id: string | null;
  raw_status: string | null;
  redirect_url: string | null;
  created_at: string;
  updated_at: string;
  last_checked_at: string | null;
  check_count: Generated<number>;
  superseded_at: Generated<string | null>;
  checking_until: Generated<string | null>;
}

export interface NewsletterSubscribersTable {
  email: string;
  created_at: string;
  /** Set when the subscriber opens the link of the confirmation email; only confirmed addresses get the newsletter. */
  confirmed_at: Generated<string | null>;
  /** SHA-256 of the token mailed in the confirmation link (the token itself is never stored). */
  confirm_token_hash: Generated<string | null>;
  confirm_sent_at: Generated<string | null>;
}

/** A "Notify me when it's back" request (features/stock-alerts). */
export interface StockAlertsTable {
  id: string;
  product_id: string;
  email: string;
  user_id: string | null;
  created_at: string;
  notified_at: string | null;
}

/** A single-use link mailed to a user (features/accounts/tokens.ts). */
export interface AccountTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'verify-email' | 'reset-password' | 'change-email' | 'undo-email-change';
  /** The address a change-email link moves the account to (an undo link: the address it moves it back to). */
  new_email: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** One email: pending → sent, or failed after its last attempt (features/mail). */
export interface MailOutboxTable {
  id: string;
  kind: string;
  dedupe_key: string | null;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A sender holds the message until then (another process may take it after, if the holder died). */
  claimed_until: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** A marketing message's one-click unsubscribe address (its List-Unsubscribe header; 0033); null for the others. */
  list_unsubscribe: Generated<string | null>;
}

/** One row: after how many hours without a checkout a cart is reminded of (0033). */
export interface CartReminderSettingsTable {
  id: number;
  hours: number;
  updated_at: string;
}

/** One reminder sent: the shopper and the cart's content it was about (at most one per content). */
export interface CartRemindersTable {
  user_id: string;
  cart_key: string;
  sent_at: string;
}

/** An address that unsubscribed from marketing mail (lower case). */
export interface MailOptOutsTable {
  email: string;
  opted_out_at: string;
}

/** The sandbox provider's side of a payment (what PhonePe keeps on its own servers). */
export interface SandboxPaymentsTable {
  merchant_transaction_id: string;
  amount_paise: number;
  order_number: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  payment_mode: string | null;
  transaction_id: string | null;
  created_at: string;
  /** Where the pay page sends the shopper afterwards (the redirect URL the checkout gave); null before it was kept. */
  return_url: Generated<string | null>;
}

/** A refund attempt of an order's payment (merchant_refund_id is the idempotency key at the provider). */
export interface RefundsTable {
  id: string;
  order_id: string;
  payment_id: string;
  provider: string;
  merchant_refund_id: string;
  amount_paise: number;
  state: RefundState;
  /** The provider's id once it acknowledged the refund; null while the refund call has not been answered. */
  provider_refund_id: string | null;
  raw_status: string | null;
  created_at: string;
  updated_at: string;
  last_checked_at: string | null;
  check_count: Generated<number>;
  checking_until: Generated<string | null>;
  /** 'order': the whole order's (a cancelled order's; it moves the order's status); 'part': an admin's refund of part of it. */
  kind: Generated<'order' | 'part'>;
  /** A part refund's reason, in the admin's words; null on a whole order's. */
  reason: Generated<string | null>;
}

/** The sandbox provider's side of a refund. */
export interface SandboxRefundsTable {
  merchant_refund_id: string;
  merchant_transaction_id: string;
  amount_paise: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  refund_id: string;
  created_at: string;
}

/** The last invoice number given in a financial year ('2026-27'). */
/** The last credit note number given in each financial year: the credit notes' own gap-free series. */
export interface CreditNoteSequencesTable {
  financial_year: string;
  last_number: number;
}

/** A GST credit note: one per completed refund of an invoiced order; `lines` is the JSON of the lines it reverses. */
export interface CreditNotesTable {
  id: string;
  order_id: string;
  refund_id: string;
  credit_note_number: string;
  amount_paise: number;
  lines: string;
  issued_at: string;
}
export type CreditNoteRow = Selectable<CreditNotesTable>;

export interface InvoiceSequencesTable {
  financial_year: string;
  last_number: number;
}

/** An admin's TOTP enrolment: the secret sealed (AES-256-GCM), pending until a first code confirms it. */
export interface TwoFactorEnrolmentsTable {
  user_id: string;
  sealed_secret: string;
  state: 'pending' | 'enabled';
  /** The last accepted 30-second time step (about 5.9e7 today: an integer column holds it for centuries). */
  last_time_step: number | null;
  created_at: string;
  enabled_at: string | null;
}

/** A single-use recovery code of an admin, kept as a keyed hash. */
export interface TwoFactorRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: string | null;
  created_at: string;
}

/** Failed sign-ins under one key (`account:<email>` or `address:<ip>`) since `window_started_at`. */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

// Row types, each written once: what a select answers, what an insert takes, what an update may set.
/** A user as the shop reads and writes one; checkout_version is the database's own (its triggers move it), read only in stamps. */
export type UserRow = Omit<Selectable<UsersTable>, 'checkout_version'>;
export type NewSession = Insertable<SessionsTable>;
/** A product as most reads select it: the variant columns only where a read asks for them (features/variants). */
export type ProductRow = Omit<Selectable<ProductsTable>, 'variant_group_id' | 'variant_options'> &
  Partial<Pick<Selectable<ProductsTable>, 'variant_group_id' | 'variant_options'>>;
export type NewProduct = Insertable<ProductsTable>;
export type NewProductImage = Insertable<ProductImagesTable>;
export type ProductChanges = Updateable<ProductsTable>;
export type CartItemRow = Selectable<CartItemsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type PaymentChanges = Updateable<PaymentsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type AddressChanges = Updateable<AddressesTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type TwoFactorEnrolmentRow = Selectable<TwoFactorEnrolmentsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type StockAlertRow = Selectable<StockAlertsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type NewRefund = Insertable<RefundsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type CodConfirmationRow = Selectable<CodConfirmationsTable>;
export type NewCoupon = Insertable<CouponsTable>;
export type DeliveryRuleRow = Selectable<DeliveryRulesTable>;
export type NewDeliveryRule = Insertable<DeliveryRulesTable>;
