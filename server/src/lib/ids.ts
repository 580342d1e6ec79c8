import { randomBytes, randomFillSync, randomInt } from 'node:crypto';

// UUIDv7 with a 42-bit counter in rand_a and the top of rand_b (RFC 9562 §6.2, method 1): ids made in the same
// millisecond by this process sort in the order they were made, so listings ordered by id are creation order.
const COUNTER_BITS = 42;
const COUNTER_LIMIT = 2 ** COUNTER_BITS;
// A fresh millisecond starts its counter at a random point in the lower half, leaving room to count up.
const randomCounterStart = () => randomInt(0, 2 ** 24) * 2 ** 17 + randomInt(0, 2 ** 17);

let last = { ms: -1, counter: 0 };

// An id's last 32 bits are random, drawn from 4 KiB filled at once: one call into the kernel per thousand ids, where
// `randomBytes` made one per id (a tenth of an add to cart's time under load). Each byte is used once.
const entropy = Buffer.alloc(4096);
let entropyUsed = entropy.length;
const idBytes = Buffer.alloc(16);

function randomTailInto(bytes: Buffer): void {
  if (entropyUsed + 4 > entropy.length) {
    randomFillSync(entropy);
    entropyUsed = 0;
  }
  entropy.copy(bytes, 12, entropyUsed, entropyUsed + 4);
  entropyUsed += 4;
}

/**
 * A UUIDv7: time-ordered, so ids sort by creation and index well. Without `at` ids are monotonic in this
 * process (a clock stepping back keeps the last millisecond); with `at` (seeds stamping past times) the id
 * carries that time and counts on only when `at` repeats.
 */
export function newId(at?: number): string {
  let ms = at ?? Math.max(Date.now(), last.ms);
  let counter = ms === last.ms ? last.counter + 1 : randomCounterStart();
  // Over four trillion ids in one millisecond: borrow the next one, as RFC 9562 allows.
  if (counter >= COUNTER_LIMIT) {
    ms += 1;
    counter = randomCounterStart();
  }
  last = { ms, counter };

  const bytes = idBytes; // written whole below, then read out as hex before anything else can run
  bytes.writeUIntBE(ms, 0, 6);
  const high = Math.floor(counter / 2 ** 30); // counter bits 41..30: version nibble's neighbour and byte 7
  const low = counter % 2 ** 30; // counter bits 29..0: after the variant bits
  bytes[6] = 0x70 | (high >> 8);
  bytes[7] = high & 0xff;
  bytes[8] = 0x80 | (low >>> 24);
  bytes.writeUIntBE(low & 0xffffff, 9, 3);
  randomTailInto(bytes);
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

/** The shop's id for one refund attempt at the provider (≤ 63 chars, letters and digits), e.g. `VCR…`. */
export function newMerchantRefundId(): string {
  return `VCR${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}
