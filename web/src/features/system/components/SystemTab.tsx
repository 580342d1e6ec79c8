import type { BackgroundJob, SystemError, SystemStatus } from '@voltcart/contract';
import { Activity, Database, Gauge, Mail, RefreshCw, ServerCog, Timer, Wallet, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { systemApi } from '../api';
import { cadenceOf, counted, engineName, formatDuration, plural, when } from '../figures';

type Load = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; system: SystemStatus; asOf: string };

/**
 * The admin's System tab: this process's version, uptime, database, readiness, the mail outbox and the reconciler's
 * queues, each background job's last run, and the last errors. Refresh asks again; the figures shown stay until the
 * new ones arrive, and a screen reader hears when they have.
 */
export function SystemTab() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const figuresShown = useRef(false);
  // Try again takes its own button away: once the figures come, focus goes to the tab's heading, not the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useEffect(() => {
    let current = true;
    systemApi.status().then(
      (answer) => {
        if (!current) return;
        const asOf = new Date().toISOString();
        setLoad({ state: 'ready', system: answer.data, asOf });
        figuresShown.current = true;
        setRefreshing(false);
        if (focusHeading.current) {
          focusHeading.current = false;
          requestAnimationFrame(() => heading.current?.focus());
        }
        setRefreshError('');
        if (attempt > 0) setAnnouncement(`System figures updated at ${when(asOf)}.`);
      },
      (cause: unknown) => {
        if (!current) return;
        const error = errorMessage(cause, "Could not load the system's figures.");
        setLoad((shown) => (shown.state === 'ready' ? shown : { state: 'failed', error }));
        setRefreshing(false);
        setRefreshError(error);
        // Beside figures, the alert says it; a second try that failed again is said here.
        if (attempt > 0 && !figuresShown.current) setAnnouncement(error);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const refresh = () => {
    if (refreshing || load.state === 'loading') return;
    setRefreshing(true);
    setAnnouncement('');
    if (load.state === 'failed') {
      focusHeading.current = true;
      setLoad({ state: 'loading' });
    }
    setAttempt((count) => count + 1);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            System
          </h3>
          {load.state === 'ready' && (
            <p className="mt-1 text-sm text-slate-600">
              Process {load.system.processId} · figures as of {when(load.asOf)}
            </p>
          )}
        </div>
        {load.state !== 'failed' && (
          <Button variant="secondary" onClick={refresh} aria-disabled={refreshing || load.state === 'loading'}>
            <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {load.state === 'loading' && <Spinner label="Loading the system's figures..." showLabel />}
      {load.state === 'failed' && (
        <StatePanel
          tone="error"
          icon={ServerCog}
          title="Could not load the system's figures"
          action={<Button onClick={refresh}>Try again</Button>}
        >
          {load.error}
        </StatePanel>
      )}
      {load.state === 'ready' && refreshError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          Could not refresh: {refreshError} The figures below are from {when(load.asOf)}.
        </p>
      )}
      {load.state === 'ready' && <SystemFigures system={load.system} />}
    </div>
  );
}

function SystemFigures({ system }: { system: SystemStatus }) {
  const { database, mailOutbox, reconciler } = system;
  const migrations =
    database.migrationsPending > 0
      ? `${plural(database.migrationsPending, 'migration')} pending`
      : `${plural(database.migrationsApplied, 'migration')} applied`;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
        <Figure
          label="Version"
          Icon={ServerCog}
          detail={system.commit ? `commit ${system.commit.slice(0, 12)}` : 'no git commit known'}
        >
          {system.version}
        </Figure>
        <Figure label="Uptime" Icon={Timer} detail={`since ${when(system.startedAt)} · Node ${system.node}`}>
          {formatDuration(system.uptimeSeconds)}
        </Figure>
        <Figure
          label="Database"
          Icon={Database}
          detail={`${migrations} · images ${system.uploads === 's3' ? 'on S3' : 'on local disk'}`}
        >
          {engineName(database.engine)}
        </Figure>
        <Figure label="Readiness" Icon={Gauge} detail={system.notReadyBecause ?? 'taking requests'} alarm={!system.ready}>
          {system.ready ? 'Ready' : 'Not ready'}
        </Figure>
        <Figure
          label="Mail outbox"
          Icon={Mail}
          detail={
            mailOutbox === null
              ? 'the database did not answer in time'
              : mailOutbox.oldestAgeSeconds === null
                ? 'nothing waiting'
                : `oldest waiting ${formatDuration(mailOutbox.oldestAgeSeconds)}`
          }
        >
          {mailOutbox === null ? 'Unknown' : `${counted(mailOutbox.pending, 'email')} waiting`}
        </Figure>
        <Figure
          label="Payment reconciler"
          Icon={Wallet}
          detail={
            reconciler === null
              ? 'the database did not answer in time'
              : `${reconciler.lagSeconds === null ? 'none waiting' : `oldest waiting ${formatDuration(reconciler.lagSeconds)}`} · ${plural(reconciler.pendingRefunds, 'pending refund')}`
          }
        >
          {reconciler === null ? 'Unknown' : counted(reconciler.pendingPayments, 'pending payment')}
        </Figure>
      </dl>
      <JobList jobs={system.jobs} />
      <ErrorList errors={system.recentErrors} />
    </>
  );
}

function Figure({
  label,
  Icon,
  detail,
  alarm = false,
  children,
}: {
  label: string;
  Icon: LucideIcon;
  detail: string;
  alarm?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        {label}
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
      </dt>
      <dd className={`text-xl font-bold sm:text-2xl ${alarm ? 'text-red-700' : 'text-slate-900'}`}>{children}</dd>
      <dd className="text-sm break-words text-slate-600">{detail}</dd>
    </div>
  );
}

const OUTCOMES: Record<NonNullable<BackgroundJob['lastOutcome']> | 'never', { label: string; tone: string }> = {
  ok: { label: 'OK', tone: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', tone: 'bg-red-100 text-red-800' },
  running: { label: 'Running', tone: 'bg-brand-50 text-brand-800' },
  never: { label: 'Not run yet', tone: 'bg-slate-200 text-slate-700' },
};

function JobList({ jobs }: { jobs: BackgroundJob[] }) {
  return (
    <section aria-labelledby="system-jobs" className="space-y-3">
      <h4 id="system-jobs" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Activity className="size-5 text-brand-700" aria-hidden />
        Background jobs
      </h4>
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-600">No background job has started in this process.</p>
      ) : (
        <ul className="space-y-3" aria-label="Background jobs">
          {jobs.map((job) => {
            const outcome = OUTCOMES[job.lastOutcome ?? 'never'];
            return (
              <li key={job.name} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{job.name}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${outcome.tone}`}>{outcome.label}</span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {cadenceOf(job.everySeconds)} · {job.lastStartedAt ? `last run ${when(job.lastStartedAt)}` : 'no run yet'}
                  {job.lastDurationMs !== null && ` (${job.lastDurationMs} ms)`} · {plural(job.runs, 'run')},{' '}
                  {plural(job.failures, 'failure')}
                </p>
                {job.lastError && (
                  <p className="mt-1 text-sm break-words text-red-800">
                    Last error, {when(job.lastError.at)}: {job.lastError.message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ErrorList({ errors }: { errors: SystemError[] }) {
  return (
    <section aria-labelledby="system-errors" className="space-y-3">
      <h4 id="system-errors" className="text-lg font-semibold text-slate-900">
        Last errors
      </h4>
      {errors.length === 0 ? (
        <p className="text-sm text-slate-600">No errors since this process started.</p>
      ) : (
        <ul className="space-y-2" aria-label="Last errors">
          {errors.map((error) => (
            <li key={`${error.at}-${error.source}`} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 text-slate-600">
                <span>{when(error.at)}</span>
                <span className="font-semibold text-slate-900">{error.source}</span>
                {error.times > 1 && <span>· {error.times} times in a row</span>}
              </p>
              <p className="mt-1 break-words text-slate-900">{error.message}</p>
              {error.requestId && <p className="mt-1 font-mono text-xs break-all text-slate-600">request {error.requestId}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
