import { describe, expect, it } from 'vitest';
import type { CatalogVersion } from './catalog-version';
import { coalesced, readOncePerTurn, readPerTurn } from './coalesced-read';

/** A fake version row: every read is held until the test lets it finish, and answers the row as of its start. */
function fakeVersionRow() {
  let version = 0;
  const reads: { versionAtStart: number; finish: () => void }[] = [];
  const read = () =>
    new Promise<CatalogVersion>((resolve) => {
      const versionAtStart = version;
      reads.push({
        versionAtStart,
        finish: () => resolve({ token: 'fake', version: versionAtStart, stockVersion: 0, commentsVersion: 0 }),
      });
    });
  return {
    read,
    reads,
    write: () => {
      version += 1;
    },
  };
}

/** Resolves once `condition` holds (the next read starts on a later tick than the one the last read ended on). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A request that arrives while a read is in flight (a write committed meanwhile) is answered by the next read, which
 * starts after the running one ended and sees the write; the requests that waited share it.
 */
async function expectInFlightArrivalsToWaitForTheNextRead(
  share: (read: () => Promise<CatalogVersion>) => () => Promise<CatalogVersion>,
) {
  const row = fakeVersionRow();
  const current = share(row.read);
  const first = current();
  await until(() => row.reads.length === 1);
  row.write();
  const second = current();
  const third = current();
  await new Promise((resolve) => setImmediate(resolve));
  expect(row.reads).toHaveLength(1);
  row.reads[0]!.finish();
  expect((await first).version).toBe(0);
  await until(() => row.reads.length === 2);
  expect(row.reads[1]!.versionAtStart).toBe(1);
  row.reads[1]!.finish();
  expect((await second).version).toBe(1);
  expect(await third).toBe(await second);
}

describe('coalesced version reads', () => {
  it('answers a request that arrives while a read is in flight from the next read, started after it arrived', async () => {
    await expectInFlightArrivalsToWaitForTheNextRead(coalesced);
  });

  it('starts a new read for a request arriving after the last read finished, and shares nothing stale', async () => {
    const row = fakeVersionRow();
    const current = coalesced(row.read);
    const first = current();
    row.reads[0]!.finish();
    await first;
    row.write();
    const later = current();
    expect(row.reads).toHaveLength(2);
    row.reads[1]!.finish();
    expect((await later).version).toBe(1);
  });

  it('keeps one read running and one waiting however many requests arrive', async () => {
    const row = fakeVersionRow();
    const current = coalesced(row.read);
    const answers = Array.from({ length: 50 }, () => current());
    expect(row.reads).toHaveLength(1);
    row.reads[0]!.finish();
    await until(() => row.reads.length === 2);
    row.reads[1]!.finish();
    const versions = await Promise.all(answers);
    expect(row.reads).toHaveLength(2);
    expect(versions.slice(1).every((version) => version === versions[1])).toBe(true);
  });

  it('passes a failed read on to the requests that waited for it, and reads again for the next', async () => {
    let fail = true;
    const current = coalesced(async () => {
      if (fail) throw new Error('database unavailable');
      return 7;
    });
    await expect(current()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await current()).toBe(7);
  });
});

describe('version reads shared within one turn of the event loop', () => {
  it('answers the requests of one turn with one read started after all of them, and a later request with a new read', async () => {
    let version = 0;
    let reads = 0;
    const current = readOncePerTurn(() => {
      reads += 1;
      return version;
    });
    const first = current();
    // A write commits after the first request arrived and before the second: both must see it.
    version = 1;
    const second = current();
    expect(reads).toBe(0);
    expect([await first, await second]).toEqual([1, 1]);
    expect(reads).toBe(1);
    version = 2;
    expect(await current()).toBe(2);
    expect(reads).toBe(2);
  });

  it('fails the requests of a turn whose read fails, and reads again for the next', async () => {
    let fail = true;
    const current = readOncePerTurn(() => {
      if (fail) throw new Error('database is locked');
      return 'read';
    });
    await expect(current()).rejects.toThrow('database is locked');
    fail = false;
    expect(await current()).toBe('read');
  });
});

describe('asynchronous version reads shared within one turn, one at a time', () => {
  it('answers the requests of one turn with one read started after all of them', async () => {
    const row = fakeVersionRow();
    const current = readPerTurn(row.read);
    const first = current();
    // A write commits after the first request arrived and before the second: both must see it.
    row.write();
    const second = current();
    expect(row.reads).toHaveLength(0);
    await until(() => row.reads.length === 1);
    expect(row.reads[0]!.versionAtStart).toBe(1);
    row.reads[0]!.finish();
    expect([(await first).version, (await second).version]).toEqual([1, 1]);
  });

  it('answers a request that arrives while a read is in flight from the next read, started after that one ended', async () => {
    await expectInFlightArrivalsToWaitForTheNextRead(readPerTurn);
  });

  it('keeps one read running and one waiting however many requests arrive', async () => {
    const row = fakeVersionRow();
    const current = readPerTurn(row.read);
    const early = Array.from({ length: 25 }, () => current());
    await until(() => row.reads.length === 1);
    const late = Array.from({ length: 25 }, () => current());
    await new Promise((resolve) => setImmediate(resolve));
    expect(row.reads).toHaveLength(1);
    row.reads[0]!.finish();
    await until(() => row.reads.length === 2);
    row.write();
    row.reads[1]!.finish();
    const versions = await Promise.all([...early, ...late]);
    expect(row.reads).toHaveLength(2);
    expect(new Set(versions.slice(0, 25)).size).toBe(1);
    expect(new Set(versions.slice(25)).size).toBe(1);
    expect(versions[0]).not.toBe(versions[25]);
  });

  it('fails the requests whose read failed, and reads again for the next', async () => {
    let fail = true;
    const current = readPerTurn(async () => {
      if (fail) throw new Error('database unavailable');
      return 7;
    });
    const failed = [current(), current()];
    for (const answer of failed) await expect(answer).rejects.toThrow('database unavailable');
    fail = false;
    expect(await current()).toBe(7);
  });
});
