import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { errorHandler } from './error-handler';
import { createJobBoard, messageOf } from './job-board';

describe('the job board', () => {
  it("notes a pass's start, end and outcome, and a failure's message, throwing the failure on", async () => {
    let clock = Date.parse('2026-12-07T10:00:00.000Z');
    const board = createJobBoard(() => new Date(clock));
    const job = board.track('Mail sender', 2000);
    expect(board.jobs()).toEqual([expect.objectContaining({ name: 'Mail sender', runs: 0, lastOutcome: null })]);
    await job.run(async () => {
      clock += 40;
    });
    expect(board.jobs()[0]).toMatchObject({
      runs: 1,
      failures: 0,
      lastOutcome: 'ok',
      lastStartedAt: '2026-12-07T10:00:00.000Z',
      lastFinishedAt: '2026-12-07T10:00:00.040Z',
      lastDurationMs: 40,
      lastError: null,
    });
    const broken = new Error('connect ECONNREFUSED 127.0.0.1:25\n    at TCPConnectWrap.afterConnect (node:net:1:1)');
    await expect(job.run(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(board.jobs()[0]).toMatchObject({
      runs: 2,
      failures: 1,
      lastOutcome: 'failed',
      lastError: { at: '2026-12-07T10:00:00.040Z', message: 'connect ECONNREFUSED 127.0.0.1:25' },
    });
    expect(board.track('Mail sender', 2000)).not.toBe(job);
    expect(board.jobs()).toHaveLength(1);
  });

  it('keeps the last twenty errors, newest first, counting a repeat of the last one on it', () => {
    const board = createJobBoard();
    for (let index = 0; index < 25; index += 1) board.noteError('GET /api/x', new Error(`failure ${index}`), `request-${index}`);
    board.noteError('GET /api/x', new Error('failure 24'), 'request-again');
    const errors = board.recentErrors();
    expect(errors).toHaveLength(20);
    expect(errors[0]).toMatchObject({ message: 'failure 24', times: 2, requestId: 'request-again' });
    expect(errors[19]!.message).toBe('failure 5');
  });

  it("keeps a message's first line, at most 300 characters", () => {
    expect(messageOf(new Error(`${'x'.repeat(400)}\nsecond line`))).toHaveLength(300);
    expect(messageOf('plain words')).toBe('plain words');
    expect(messageOf(new Error(''))).toBe('Error');
  });
});

describe('the error handler', () => {
  it('tells of a failure that answers 500 or 503, with its request, and of no refusal', async () => {
    const noted: string[] = [];
    const app = Fastify({ logger: false });
    app.setErrorHandler(
      errorHandler({
        isUnavailable: (error) => (error as Error).message === 'database away',
        onServerError: (error, request) => noted.push(`${request.routeOptions.url} ${(error as Error).message}`),
      }),
    );
    app.get('/broken/:id', async () => {
      throw new Error('a bug');
    });
    app.get('/away', async () => {
      throw new Error('database away');
    });
    app.get('/refused', async () => {
      throw new AppError('not_found', 'No such order');
    });
    expect((await app.inject('/broken/42')).statusCode).toBe(500);
    expect((await app.inject('/away')).statusCode).toBe(503);
    expect((await app.inject('/refused')).statusCode).toBe(404);
    expect(noted).toEqual(['/broken/:id a bug', '/away database away']);
    await app.close();
  });
});
