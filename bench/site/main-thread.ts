/**
 * A first load's main-thread work, recorded in Chromium with the CPU slowed
 * 4× (a mid-range phone, as Lighthouse's mobile preset assumes): a Chrome
 * trace grouped the way Lighthouse's `mainthread-work-breakdown` groups it
 * (its own tracehouse code), the long tasks (≥ 50 ms) with what runs in
 * them, and a V8 CPU profile whose samples name the functions, mapped to
 * their source files when the build wrote source maps.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { LIGHTHOUSE_PHONE, newReturningVisitorContext } from './returning-visitor';

export const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Work the page schedules after `load` (idle callbacks, timers) counts too. */
const SETTLE_MS = 3000;

const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'toplevel',
];

export type GroupTimes = Record<string, number>;

export interface LongTask {
  startMs: number;
  durationMs: number;
  groups: GroupTimes;
  /** The functions with the most self time sampled inside the task. */
  topFunctions: [string, number][];
}

export interface MainThreadLoad {
  /** Self time per Lighthouse task group, from navigation to SETTLE_MS after load. */
  groups: GroupTimes;
  totalMs: number;
  /**
   * The same in thread time (CPU time the main thread ran, the trace's
   * `tts`/`tdur`): wall time also counts the time the thread waited for a
   * core, which on a shared machine can be most of it.
   */
  threadGroups: GroupTimes;
  threadTotalMs: number;
  /** Style and layout a script forced (run inside a script task), thread time. */
  forcedLayoutMs: number;
  forcedLayouts: number;
  longTasks: LongTask[];
  /** Σ (duration − 50 ms) over the top-level tasks. */
  blockingMs: number;
  /** Self time of every sampled function over the whole load. */
  functions: Map<string, number>;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** Names profile functions by source file and line when `siteRoot` has the chunk's map. */
class FunctionNames {
  private readonly maps = new Map<string, unknown>();
  constructor(
    private readonly siteRoot: string,
    private readonly traceMapping: typeof import('@jridgewell/trace-mapping') | undefined,
  ) {}

  name({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
    if (!url) return `(${functionName || 'program'})`;
    const { pathname } = new URL(url);
    const file = path.basename(pathname);
    const map = this.mapOf(pathname);
    if (map && this.traceMapping) {
      const original = this.traceMapping.originalPositionFor(
        map as InstanceType<typeof this.traceMapping.TraceMap>,
        { line: lineNumber + 1, column: columnNumber },
      );
      if (original.source) {
        const source = original.source
          .replace(/^webpack:\/\/[^/]*\//, '')
          .replace(/.*node_modules\//, '~/');
        return `${original.name ?? functionName ?? '?'} ${source}:${original.line}`;
      }
    }
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
  }

  private mapOf(pathname: string): unknown {
    if (!this.traceMapping) return undefined;
    if (!this.maps.has(pathname)) {
      const file = path.join(this.siteRoot, `${pathname}.map`);
      this.maps.set(
        pathname,
        existsSync(file) ? new this.traceMapping.TraceMap(readFileSync(file, 'utf8')) : undefined,
      );
    }
    return this.maps.get(pathname);
  }
}

export async function functionNamer(siteRoot: string): Promise<FunctionNames> {
  const traceMapping = await import('@jridgewell/trace-mapping').catch(() => undefined);
  return new FunctionNames(siteRoot, traceMapping);
}

function addTo(times: GroupTimes, key: string, ms: number) {
  times[key] = (times[key] ?? 0) + ms;
}

function groupSelfTimes(task: TaskNode, times: GroupTimes = {}): GroupTimes {
  addTo(times, task.group.id, task.selfTime);
  for (const child of task.children) groupSelfTimes(child, times);
  return times;
}

interface ThreadTimed {
  tts?: number;
  tdur?: number;
}

/** A task's thread time in ms: `tdur` of a complete event, or the `tts` of its end minus its start. */
function threadDuration(task: TaskNode): number {
  const start = task.event as ThreadTimed;
  if (start.tdur !== undefined) return start.tdur / 1000;
  const end = task.endEvent as ThreadTimed | undefined;
  if (start.tts !== undefined && end?.tts !== undefined) return (end.tts - start.tts) / 1000;
  return 0;
}

function groupThreadSelfTimes(task: TaskNode, times: GroupTimes = {}): GroupTimes {
  const children = task.children.reduce((sum, child) => sum + threadDuration(child), 0);
  addTo(times, task.group.id, Math.max(0, threadDuration(task) - children));
  for (const child of task.children) groupThreadSelfTimes(child, times);
  return times;
}

function isForcedByScript(task: TaskNode): boolean {
  // The outermost style or layout event only: its time includes those nested in it.
  if (task.group.id !== 'styleLayout' || task.parent?.group.id === 'styleLayout') return false;
  for (let parent = task.parent; parent; parent = parent.parent) {
    if (parent.group.id === 'scriptEvaluation') return true;
  }
  return false;
}

const sum = (times: GroupTimes) => Object.values(times).reduce((total, ms) => total + ms, 0);

/** Self time of each sampled function, in ms, between `fromUs` and `toUs` (trace clock). */
function sampledSelfTimes(
  profile: Profile,
  names: FunctionNames,
  fromUs = Number.NEGATIVE_INFINITY,
  toUs = Number.POSITIVE_INFINITY,
): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index] ?? 0;
    const next = profile.timeDeltas[index + 1] ?? 0;
    if (time < fromUs || time > toUs) continue;
    const node = byId.get(profile.samples[index] as number);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const name = names.name(node.callFrame);
    totals.set(name, (totals.get(name) ?? 0) + next / 1000);
  }
  return totals;
}

export function topEntries(totals: Map<string, number>, count: number): [string, number][] {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/**
 * Loads `url` once in a fresh context on Lighthouse's mobile phone (screen,
 * density, touch; the CPU slowed CPU_SLOWDOWN times) and returns its
 * main-thread work: what is laid out and painted depends on the screen.
 */
export async function recordLoad(
  browser: Browser,
  url: string,
  names: FunctionNames,
): Promise<MainThreadLoad> {
  const { origin } = new URL(url);
  const context = await newReturningVisitorContext(browser, origin, LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: traceCategories });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const processed = TraceProcessor.processTrace(trace);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    );
    const timeOrigin = processed.timestamps.timeOrigin;
    const topLevel = tasks.filter((task) => !task.parent);
    const groups: GroupTimes = {};
    const threadGroups: GroupTimes = {};
    for (const task of topLevel) {
      groupSelfTimes(task, groups);
      groupThreadSelfTimes(task, threadGroups);
    }
    const forced = tasks.filter(isForcedByScript);
    const longTasks = topLevel
      .filter((task) => task.duration >= LONG_TASK_MS)
      .map((task) => ({
        startMs: task.startTime,
        durationMs: task.duration,
        groups: groupSelfTimes(task),
        topFunctions: topEntries(
          sampledSelfTimes(
            profile,
            names,
            timeOrigin + task.startTime * 1000,
            timeOrigin + task.endTime * 1000,
          ),
          6,
        ),
      }));
    return {
      groups,
      totalMs: sum(groups),
      threadGroups,
      threadTotalMs: sum(threadGroups),
      forcedLayoutMs: forced.reduce((total, task) => total + threadDuration(task), 0),
      forcedLayouts: forced.length,
      longTasks,
      blockingMs: topLevel.reduce(
        (total, task) => total + Math.max(0, task.duration - LONG_TASK_MS),
        0,
      ),
      functions: sampledSelfTimes(profile, names),
    };
  } finally {
    await context.close();
  }
}
