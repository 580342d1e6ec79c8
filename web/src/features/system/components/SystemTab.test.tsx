import { apiPaths, type SystemStatus } from '@voltcart/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { SystemTab } from './SystemTab';

const admin = signedIn(makeUser({ role: 'admin' }));
const SYSTEM = `GET ${apiPaths.adminSystem}`;

function systemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    version: '0.1.0',
    commit: '5a4aa7b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6',
    node: 'v20.19.0',
    processId: 4242,
    startedAt: '2026-12-07T08:00:00.000Z',
    uptimeSeconds: 2 * 3600 + 5 * 60,
    ready: true,
    notReadyBecause: null,
    database: { engine: 'sqlite', migrationsApplied: 27, migrationsPending: 0 },
    uploads: 'local',
    mailOutbox: { pending: 3, oldestAgeSeconds: 125 },
    reconciler: { pendingPayments: 2, lagSeconds: 40, pendingRefunds: 1 },
    jobs: [
      {
        name: 'Mail sender',
        everySeconds: 2,
        runs: 120,
        failures: 1,
        lastStartedAt: '2026-12-07T10:05:00.000Z',
        lastFinishedAt: '2026-12-07T10:05:00.030Z',
        lastDurationMs: 30,
        lastOutcome: 'ok',
        lastError: { at: '2026-12-07T09:00:00.000Z', message: 'A welcome email was not delivered (will retry): 451 try later' },
      },
      {
        name: 'Refund reconciler',
        everySeconds: 15,
        runs: 0,
        failures: 0,
        lastStartedAt: null,
        lastFinishedAt: null,
        lastDurationMs: null,
        lastOutcome: null,
        lastError: null,
      },
    ],
    recentErrors: [
      {
        at: '2026-12-07T09:30:00.000Z',
        source: 'GET /api/order/admin/all',
        message: 'connect ECONNREFUSED 127.0.0.1:5432',
        requestId: 'f1e2d3c4-0000-4000-8000-000000000001',
        times: 3,
      },
    ],
    ...overrides,
  };
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe("the admin's System tab", () => {
  it("shows that the figures are loading, then this process's version, uptime, database and queues", async () => {
    let answer: (reply: MockReply) => void = () => {};
    mockApi({ [SYSTEM]: () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    renderWithProviders(<SystemTab />, { preloadedState: admin });
    expect(screen.getByRole('status')).toHaveTextContent("Loading the system's figures...");

    answer(ok(systemStatus()));
    expect(await screen.findByText('SQLite')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(/^Process 4242 · figures as of/)).toBeInTheDocument();
    expect(within(figure('Version')).getByText('0.1.0')).toBeInTheDocument();
    expect(within(figure('Version')).getByText('commit 5a4aa7b0c1d2')).toBeInTheDocument();
    expect(within(figure('Uptime')).getByText('2 h 5 min')).toBeInTheDocument();
    expect(within(figure('Database')).getByText('27 migrations applied · images on local disk')).toBeInTheDocument();
    expect(within(figure('Readiness')).getByText('Ready')).toBeInTheDocument();
    expect(within(figure('Mail outbox')).getByText('3 emails waiting')).toBeInTheDocument();
    expect(within(figure('Mail outbox')).getByText('oldest waiting 2 min')).toBeInTheDocument();
    expect(within(figure('Payment reconciler')).getByText('2 pending payments')).toBeInTheDocument();
    expect(within(figure('Payment reconciler')).getByText('oldest waiting 40 s · 1 pending refund')).toBeInTheDocument();
  });

  it("lists each background job's last run and last error, and the last errors with their request ids", async () => {
    mockApi({ [SYSTEM]: ok(systemStatus()) });
    renderWithProviders(<SystemTab />, { preloadedState: admin });
    const jobs = within(await screen.findByRole('list', { name: 'Background jobs' })).getAllByRole('listitem');
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toHaveTextContent('Mail sender');
    expect(jobs[0]).toHaveTextContent('OK');
    expect(jobs[0]).toHaveTextContent(/every 2 s · last run .* \(30 ms\) · 120 runs, 1 failure/);
    expect(jobs[0]).toHaveTextContent('A welcome email was not delivered (will retry): 451 try later');
    expect(jobs[1]).toHaveTextContent('Refund reconciler');
    expect(jobs[1]).toHaveTextContent('Not run yet');
    expect(jobs[1]).toHaveTextContent('every 15 s · no run yet · 0 runs, 0 failures');
    const [error] = within(screen.getByRole('list', { name: 'Last errors' })).getAllByRole('listitem');
    expect(error).toHaveTextContent('GET /api/order/admin/all');
    expect(error).toHaveTextContent('3 times in a row');
    expect(error).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:5432');
    expect(error).toHaveTextContent('request f1e2d3c4-0000-4000-8000-000000000001');
  });

  it('says when the process is not ready, and why, and when nothing has gone wrong', async () => {
    mockApi({
      [SYSTEM]: ok(
        systemStatus({
          ready: false,
          notReadyBecause: 'This process is shutting down',
          database: { engine: 'postgres', migrationsApplied: 25, migrationsPending: 2 },
          mailOutbox: null,
          recentErrors: [],
        }),
      ),
    });
    renderWithProviders(<SystemTab />, { preloadedState: admin });
    expect(await screen.findByText('Not ready')).toBeInTheDocument();
    expect(within(figure('Readiness')).getByText('This process is shutting down')).toBeInTheDocument();
    expect(within(figure('Database')).getByText('PostgreSQL')).toBeInTheDocument();
    expect(within(figure('Database')).getByText('2 migrations pending · images on local disk')).toBeInTheDocument();
    expect(within(figure('Mail outbox')).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('No errors since this process started.')).toBeInTheDocument();
  });

  it('asks again on Refresh, keeping the figures until the new ones arrive, and says when they have', async () => {
    let asked = 0;
    let answer: (reply: MockReply) => void = () => {};
    const api = mockApi({
      [SYSTEM]: () => {
        asked += 1;
        return asked === 1 ? ok(systemStatus()) : new Promise<MockReply>((resolve) => (answer = resolve));
      },
    });
    const { user } = renderWithProviders(<SystemTab />, { preloadedState: admin });
    expect(await screen.findByText('3 emails waiting')).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('3 emails waiting')).toBeInTheDocument();

    answer(ok(systemStatus({ mailOutbox: { pending: 0, oldestAgeSeconds: null } })));
    expect(await screen.findByText('No email waiting')).toBeInTheDocument();
    expect(screen.getByText(/^System figures updated at/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    expect(api.callsTo('GET', apiPaths.adminSystem)).toHaveLength(2);
  });

  it('shows a refresh that failed beside the figures it keeps', async () => {
    let asked = 0;
    mockApi({ [SYSTEM]: () => (++asked === 1 ? ok(systemStatus()) : fail(503, 'The shop is briefly unavailable.')) });
    const { user } = renderWithProviders(<SystemTab />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not refresh: The shop is briefly unavailable\. The figures below are from/,
    );
    expect(screen.getByText('3 emails waiting')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded, and loads them on Try again', async () => {
    let asked = 0;
    mockApi({ [SYSTEM]: () => (++asked === 1 ? fail(500, 'Something went wrong on our side.') : ok(systemStatus())) });
    const { user } = renderWithProviders(<SystemTab />, { preloadedState: admin });
    expect(await screen.findByText("Could not load the system's figures")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SQLite')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'System' })).toHaveFocus());
  });
});
