import { randomBytes } from 'node:crypto';

/** A UUIDv7: time-ordered, so ids sort by creation and index well. */
export function newId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A merchant transaction id: PhonePe accepts ≤ 63 letters, digits, `_` and `-`. */
export function newMerchantTransactionId(): string {
  return `VC${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The short order number shoppers read, e.g. `VC-7K2M9Q4T`. */
export function newOrderNumber(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return `VC-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}
