import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import * as queries from './queries.ts';

/** How often queued jobs are looked for (jobs enqueued by another instance, or left queued by a restart). */
export const JOB_POLL_INTERVAL_MS = 1000;
/** How often a running job's row is touched to show that its instance is alive. */
export const JOB_HEARTBEAT_INTERVAL_MS = 10_000;
/** A job in process whose heartbeat is older than this is considered abandoned (its instance stopped). */
export const JOB_STALE_AFTER_MS = 60_000;
/** How often abandoned jobs are looked for while the server runs. */
export const JOB_STALE_CHECK_INTERVAL_MS = 30_000;
/** Jobs one instance runs at the same time (a copy is one long transaction; more would only queue on the database). */
export const MAX_CONCURRENT_JOBS = 2;

export const ABANDONED_JOB_MESSAGE = 'The server stopped while this job was running';
/** What the user reads when a job failed for a reason that is not theirs to act on (details go to the log). */
export const INTERNAL_JOB_ERROR_MESSAGE = 'An internal error has occurred.';

export interface JobContext<Payload> {
  id: string;
  type: string;
  payload: Payload;
  userId: number | null;
}

/** What a finished job reports (JobStatus `message` and `payload`). */
export interface JobOutcome {
  message: string;
  result?: Record<string, unknown>;
}

export type JobHandler<Payload = never> = (job: JobContext<Payload>) => Promise<JobOutcome>;

/** A failure the handler explains to the user: its message (and errors) are shown as they are. */
export class JobFailure extends Error {
  readonly errors: string[];
  readonly result: Record<string, unknown> | null;

  constructor(message: string, options: { errors?: string[]; result?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'JobFailure';
    this.errors = options.errors ?? [message];
    this.result = options.result ?? null;
  }
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * Names this server instance across restarts (host and port): jobs an earlier run of it left in process are failed
   * at start. Each run adds a random part, so two runs never share a lock.
   */
  instanceName: string;
  /**
   * Only this process uses the database (SQLite): every job in process at start was left by a previous run.
   * With PostgreSQL several instances share the queue and only abandoned jobs (see above) are failed.
   */
  singleInstance: boolean;
  pollIntervalMs?: number;
  concurrency?: number;
}

/**
 * Background jobs kept in the jobs table and run in this process. A job is stored first (in_queue), then claimed
 * atomically by one instance (see queries.claimJob), run by the handler registered for its type, and finished as
 * success or failure. Running jobs heartbeat; a job whose instance stopped is marked failed, never lost.
 */
export class JobRunner {
  readonly lockId: string;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly options: Required<JobRunnerOptions>;
  private timers: NodeJS.Timeout[] = [];
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private tickChain: Promise<void> = Promise.resolve();
  private polling = false;
  private started = false;
  private stopped = false;
  private readonly schedules: { type: string; intervalMs: number }[] = [];

  constructor(options: JobRunnerOptions) {
    this.options = { pollIntervalMs: JOB_POLL_INTERVAL_MS, concurrency: MAX_CONCURRENT_JOBS, ...options };
    this.lockId = `${options.instanceName}/${randomUUID()}`;
  }

  register<Payload>(type: string, handler: JobHandler<Payload>): void {
    if (this.handlers.has(type)) throw new Error(`a handler for job type ${type} is already registered`);
    this.handlers.set(type, handler as JobHandler<unknown>);
  }

  /** Stores a queued job and starts it soon (here, or on whichever instance polls first). Returns its id. */
  async enqueue(type: string, payload: unknown, userId: number | null): Promise<string> {
    return (await this.enqueueRow(type, payload, userId)).id;
  }

  /**
   * enqueue, answering the row as stored (in_queue). Reading it again could already find it in process: the job may
   * be claimed (here or by another instance) before the read.
   */
  async enqueueRow(type: string, payload: unknown, userId: number | null) {
    if (!this.handlers.has(type)) throw new Error(`no handler for job type ${type}`);
    const row = await queries.insertJob(this.options.db, { id: randomUUID(), type, payload: JSON.stringify(payload), userId, now: this.now() });
    // After the caller's answer is on its way: on SQLite a started job's transaction holds the one connection.
    if (this.started && !this.stopped) setImmediate(() => void this.tick());
    return row;
  }

  /**
   * Queues a job of this type every `intervalMs` while the runner runs (the first one an interval after start; 0: never).
   * Each instance keeps the timer, but a job is only queued when none of the type is waiting or running, so instances
   * sharing the queue do not pile them up.
   */
  every(type: string, intervalMs: number): void {
    if (!this.handlers.has(type)) throw new Error(`no handler for job type ${type}`);
    if (intervalMs <= 0) return;
    const schedule = { type, intervalMs };
    this.schedules.push(schedule);
    if (this.started && !this.stopped) this.startSchedule(schedule);
  }

  /** Queues a job unless one of its type is queued or running (here or elsewhere); its id, or null when one is pending. */
  async enqueueUnlessPending(type: string, payload: unknown, userId: number | null): Promise<string | null> {
    if (await queries.pendingJobExists(this.options.db, type)) return null;
    return this.enqueue(type, payload, userId);
  }

  private startSchedule({ type, intervalMs }: { type: string; intervalMs: number }): void {
    const timer = setInterval(() => {
      this.enqueueUnlessPending(type, {}, null).catch((error: unknown) => this.options.log.error({ err: error, type }, 'queueing a scheduled job failed'));
    }, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  /** Fails abandoned jobs, then polls for queued jobs and abandoned ones until stop(). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.recover(true);
    if (this.stopped) return;
    const poll = setInterval(() => {
      // A slow poll is not stacked on itself.
      if (this.polling) return;
      this.polling = true;
      void this.tick().finally(() => {
        this.polling = false;
      });
    }, this.options.pollIntervalMs);
    const staleCheck = setInterval(() => void this.recover(false), JOB_STALE_CHECK_INTERVAL_MS);
    // Timers never keep the process alive on their own.
    poll.unref();
    staleCheck.unref();
    this.timers.push(poll, staleCheck);
    for (const schedule of this.schedules) this.startSchedule(schedule);
    void this.tick();
  }

  /** Stops polling and waits for the jobs running here to finish (the database must still be open). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.tickChain;
    await Promise.allSettled([...this.running.values()]);
    this.stopHeartbeat();
  }

  /** Runs every queued job this instance can take and waits until none is left running (tests; no sleeping). */
  async drain(): Promise<void> {
    for (;;) {
      await this.tick();
      if (this.running.size === 0) return;
      await Promise.allSettled([...this.running.values()]);
    }
  }

  /**
   * Marks abandoned in_process jobs as failed. At start with a single instance that is every job in process; otherwise
   * jobs of an earlier run of this instance and jobs whose heartbeat is stale (their instance stopped or hangs).
   * Jobs this run holds are never touched.
   */
  async recover(atStart: boolean): Promise<string[]> {
    const now = this.options.clock.now();
    try {
      const selection =
        atStart && this.options.singleInstance && this.running.size === 0
          ? ({ all: true } as const)
          : {
              lockPrefix: `${this.options.instanceName}/`,
              heartbeatBefore: new Date(now.getTime() - JOB_STALE_AFTER_MS).toISOString(),
              exceptLockId: this.lockId,
            };
      const failed = await queries.failAbandonedJobs(this.options.db, selection, ABANDONED_JOB_MESSAGE, now.toISOString());
      if (failed.length > 0) this.options.log.warn({ jobIds: failed }, 'marked abandoned jobs as failed');
      return failed;
    } catch (error) {
      this.options.log.error({ err: error }, 'looking for abandoned jobs failed');
      return [];
    }
  }

  /** Claims and starts queued jobs up to the concurrency limit. Calls run one after another, never side by side. */
  tick(): Promise<void> {
    this.tickChain = this.tickChain.then(() => this.claimAndStart());
    return this.tickChain;
  }

  private async claimAndStart(): Promise<void> {
    if (this.stopped) return;
    const free = this.options.concurrency - this.running.size;
    if (free <= 0) return;
    try {
      const candidates = await queries.queuedJobIds(this.options.db, [...this.handlers.keys()], free);
      for (const id of candidates) {
        if (this.stopped || this.running.size >= this.options.concurrency) break;
        if (!(await queries.claimJob(this.options.db, id, this.lockId, this.now()))) continue;
        const run = this.run(id).finally(() => {
          this.running.delete(id);
          if (this.running.size === 0) this.stopHeartbeat();
          // A slot is free: the next queued job need not wait for the poll.
          if (!this.stopped) void this.tick();
        });
        this.running.set(id, run);
        this.startHeartbeat();
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'claiming queued jobs failed');
    }
  }

  private async run(id: string): Promise<void> {
    const { db, log } = this.options;
    let outcome: queries.JobOutcomeRow;
    try {
      const job = await queries.findJob(db, id);
      if (!job) return;
      const handler = this.handlers.get(job.type);
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      const done = await handler({ id, type: job.type, payload: JSON.parse(job.payload) as unknown, userId: job.user_id });
      outcome = { status: 'success', message: done.message, errors: [], result: done.result ?? null };
    } catch (error) {
      if (error instanceof JobFailure) {
        outcome = { status: 'failure', message: error.message, errors: error.errors, result: error.result };
      } else {
        log.error({ err: error, jobId: id }, 'job failed');
        outcome = { status: 'failure', message: INTERNAL_JOB_ERROR_MESSAGE, errors: [INTERNAL_JOB_ERROR_MESSAGE], result: null };
      }
    }
    try {
      await queries.finishJob(db, id, this.lockId, outcome, this.now());
    } catch (error) {
      // The job stays in process; the stale check of another run or instance fails it later.
      log.error({ err: error, jobId: id }, 'recording the end of a job failed');
    }
  }

  /** Touches the rows of the jobs running here (every JOB_HEARTBEAT_INTERVAL_MS while any runs). */
  async beat(): Promise<void> {
    try {
      await queries.heartbeat(this.options.db, this.lockId, [...this.running.keys()], this.now());
    } catch (error) {
      this.options.log.error({ err: error }, 'job heartbeat failed');
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeatTimer) return;
    this.heartbeatTimer = setInterval(() => void this.beat(), JOB_HEARTBEAT_INTERVAL_MS);
    this.heartbeatTimer.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private now(): string {
    return this.options.clock.now().toISOString();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner (see modules/jobs/runner.ts). */
    jobs: JobRunner;
  }
}
