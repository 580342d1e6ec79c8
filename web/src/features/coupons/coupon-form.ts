import { CouponBody, type Coupon, type CouponKind } from '@voltcart/contract';
import { fieldProblems } from '../../shared/field-problems';

/** What the coupon form holds while an admin edits it (never in Redux: it is one form's state). Times are the browser's local time. */
export type CouponDraft = {
  code: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perShopperLimit: string;
  categories: string[];
  firstOrderOnly: boolean;
  active: boolean;
};

/** The fields that can be refused, in the order they show (the first with a problem gets the focus). */
export const COUPON_FIELDS = [
  'code',
  'kind',
  'value',
  'minOrder',
  'maxDiscount',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perShopperLimit',
  'categories',
] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];
export type CouponProblems = Partial<Record<CouponField, string>>;

export function emptyCouponDraft(): CouponDraft {
  return {
    code: '',
    kind: 'percent',
    value: '',
    minOrder: '0',
    maxDiscount: '',
    startsAt: '',
    endsAt: '',
    usageLimit: '',
    perShopperLimit: '1',
    categories: [],
    firstOrderOnly: false,
    active: true,
  };
}

/** "2026-12-06T15:30" in the browser's time zone, as a datetime-local field reads it. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form prefilled from a coupon (edit mode). */
export function couponDraftOf(coupon: Coupon): CouponDraft {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    minOrder: String(coupon.minOrder),
    maxDiscount: text(coupon.maxDiscount),
    startsAt: coupon.startsAt ? localDateTime(coupon.startsAt) : '',
    endsAt: coupon.endsAt ? localDateTime(coupon.endsAt) : '',
    usageLimit: text(coupon.usageLimit),
    perShopperLimit: text(coupon.perShopperLimit),
    categories: [...coupon.categories],
    firstOrderOnly: coupon.firstOrderOnly,
    active: coupon.active,
  };
}

/** A number field: blank is absent (the schema says what a blank required one needs), anything else read as a number. */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));
const limitOf = (value: string) => (value.trim() === '' ? null : Number(value));
const timeOf = (value: string) => {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};

/** The create and update calls' body. */
export function toCouponBody(draft: CouponDraft): CouponBody {
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    value: numberOf(draft.value) as number,
    minOrder: numberOf(draft.minOrder) ?? 0,
    maxDiscount: limitOf(draft.maxDiscount),
    startsAt: timeOf(draft.startsAt),
    endsAt: timeOf(draft.endsAt),
    usageLimit: limitOf(draft.usageLimit),
    perShopperLimit: limitOf(draft.perShopperLimit),
    categories: draft.categories as CouponBody['categories'],
    firstOrderOnly: draft.firstOrderOnly,
    active: draft.active,
  };
}

/** The draft checked with the server's own schema (contract `CouponBody`), in its words, one problem per field. */
export function checkCouponDraft(draft: CouponDraft): CouponProblems {
  const result = CouponBody.safeParse(toCouponBody(draft));
  return result.success ? {} : fieldProblems(result.error.issues, COUPON_FIELDS);
}
