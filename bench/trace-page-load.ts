// `npx tsx bench/trace-page-load.ts <url> [runs]`: loads a page in Debian's Chromium with a phone's
// viewport and the CPU slowed 4× (as Lighthouse's mobile run counts it), records a performance
// trace and prints what the main thread did after the first contentful paint: its long tasks (over
// 50 ms) and, per task, the time spent evaluating each script, in React's work (function calls) and
// in style recalculation and layout (with the elements they touched, and whether a script forced
// it). TRACE_OUT=<file> keeps the last trace for DevTools. It also sums each task's CPU time at a
// phone's speed (4× this machine, Lighthouse's assumption), which a busy machine does not inflate
// as it does wall time: run it with TRACE_CPU_RATE=1 to load at full speed, as Lighthouse does
// before it simulates the phone. It asserts nothing.
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; elementCount?: number };
};

const url = process.argv[2] ?? "http://127.0.0.1:3241/";
const runs = Number(process.argv[3] ?? 1);
// TRACE_CPU_RATE=1 loads at full speed, as Lighthouse does before it simulates the phone.
const cpuRate = Number(process.env.TRACE_CPU_RATE ?? 4);

async function traceOnce() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: {
      includedCategories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-devtools.timeline.stack",
        "v8.execute",
        "blink.user_timing",
        "loading",
        "toplevel",
        "disabled-by-default-v8.cpu_profiler",
        ...(process.env.TRACE_SELECTORS ? ["disabled-by-default-blink.debug"] : []),
      ],
    },
  });
  await page.goto(url, { waitUntil: "load" });
  // A fixed wait, not a check in the page: Playwright's check injects a script whose evaluation
  // would be one of the long tasks measured.
  await page.waitForTimeout(Number(process.env.TRACE_WAIT_MS ?? 7_000));
  await cdp.send("Tracing.end");
  await done;
  await browser.close();
  return events;
}

function analyse(events: TraceEvent[]) {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const navStart = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
  const origin = navStart?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  // The renderer's main thread: the thread of the most RunTasks that hold a ParseHTML.
  const parse = events.find(
    (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(new URL(url).origin),
  );
  const main = events.filter((e) => e.pid === parse?.pid && e.tid === parse?.tid);
  const tasks = main.filter((e) => e.name === "RunTask" && e.ph === "X" && (e.dur ?? 0) > 0);
  const ms = (us: number) => us / 1000;
  const after = fcp?.ts ?? 0;
  const long = tasks.filter((t) => t.ts >= after - 1 && (t.dur ?? 0) > 50_000);
  let tbt = 0;
  for (const t of tasks.filter((t) => t.ts >= after)) tbt += Math.max(0, (t.dur ?? 0) - 50_000);
  // The same from each task's CPU time (tdur), at a phone's speed (4× this machine's, as Lighthouse
  // assumes): on a busy machine a task's wall time grows with the waiting, its CPU time does not.
  const phoneUs = (t: TraceEvent) => ((t as { tdur?: number }).tdur ?? t.dur ?? 0) * (4 / cpuRate);
  const afterFcp = tasks.filter((t) => t.ts >= after);
  const cpuBlocking = afterFcp.reduce((acc, t) => acc + Math.max(0, phoneUs(t) - 50_000), 0);
  const cpuTotal = afterFcp.reduce((acc, t) => acc + phoneUs(t), 0);
  const cpuLong = afterFcp.filter((t) => phoneUs(t) > 50_000).length;
  const lines: string[] = [];
  lines.push(
    `CPU time after FCP at phone speed: ${ms(cpuTotal).toFixed(0)} ms, ${cpuLong} tasks over 50 ms, blocking ${ms(cpuBlocking).toFixed(0)} ms`,
  );
  lines.push(
    `FCP ${fcp ? ms(fcp.ts - origin).toFixed(0) : "?"} ms; tasks after FCP ${tasks.filter((t) => t.ts >= after).length}, long ${long.length}, blocking ${ms(tbt).toFixed(0)} ms (throttled trace, not Lantern)`,
  );
  const totals: Record<string, number> = {};
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((e) => e.ts >= task.ts && e.ts < end && e !== task && e.ph === "X");
    const sum = (names: string[]) =>
      inside.filter((e) => names.includes(e.name)).reduce((acc, e) => acc + (e.dur ?? 0), 0);
    const scripts = inside.filter((e) => e.name === "EvaluateScript" || e.name === "v8.evaluateModule");
    const styles = inside.filter((e) => e.name === "UpdateLayoutTree" || e.name === "RecalculateStyles");
    const layouts = inside.filter((e) => e.name === "Layout");
    const forced = [...styles, ...layouts].filter(
      (e) => (e.args as { beginData?: { stackTrace?: unknown } })?.beginData?.stackTrace,
    );
    const parts = {
      evaluate: sum(["EvaluateScript", "v8.evaluateModule"]),
      functionCall: sum(["FunctionCall"]),
      style: sum(["UpdateLayoutTree", "RecalculateStyles"]),
      layout: sum(["Layout"]),
      parseHTML: sum(["ParseHTML"]),
      compile: sum(["v8.compile", "v8.compileModule", "CompileScript"]),
      gc: sum(["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "BlinkGC.AtomicPhase"]),
      paint: sum(["Paint", "PrePaint", "Layerize", "UpdateLayer", "Commit"]),
      decode: sum(["Decode Image", "ImageDecodeTask"]),
    };
    for (const [k, v] of Object.entries(parts)) totals[k] = (totals[k] ?? 0) + v;
    lines.push(
      `  task at ${ms(task.ts - origin).toFixed(0)} ms, ${ms(task.dur ?? 0).toFixed(0)} ms: ${Object.entries(
        parts,
      )
        .filter(([, v]) => v > 1000)
        .map(([k, v]) => `${k} ${ms(v).toFixed(0)}`)
        .join(", ")}`,
    );
    for (const s of scripts.filter((e) => (e.dur ?? 0) > 5000))
      lines.push(
        `    script ${String(s.args?.data?.url ?? s.args?.data?.fileName ?? "").replace(/^.*\//, "")} ${ms(s.dur ?? 0).toFixed(0)} ms`,
      );
    for (const s of inside.filter((e) => e.name === "FunctionCall" && (e.dur ?? 0) > 5000))
      lines.push(
        `    call ${String(s.args?.data?.functionName ?? "")}@${String(s.args?.data?.url ?? "").replace(/^.*\//, "")}:${String(s.args?.data?.lineNumber ?? "")} ${ms(s.dur ?? 0).toFixed(0)} ms`,
      );
    for (const s of styles.filter((e) => (e.dur ?? 0) > 3000))
      lines.push(
        `    style ${ms(s.dur ?? 0).toFixed(0)} ms, elements ${String(s.args?.elementCount ?? (s.args?.data as { elementCount?: number } | undefined)?.elementCount ?? "?")}${forced.includes(s) ? " FORCED" : ""}`,
      );
    for (const s of layouts.filter((e) => (e.dur ?? 0) > 3000))
      lines.push(
        `    layout ${ms(s.dur ?? 0).toFixed(0)} ms, dirty ${String(s.args?.beginData?.dirtyObjects ?? "?")}/${String(s.args?.beginData?.totalObjects ?? "?")}${forced.includes(s) ? " FORCED" : ""}`,
      );
  }
  lines.push(...profileLines(events, long, origin, parse?.pid ?? -1));
  lines.push(
    `  long-task totals: ${Object.entries(totals)
      .filter(([, v]) => v > 1000)
      .map(([k, v]) => `${k} ${ms(v).toFixed(0)}`)
      .join(", ")}`,
  );
  return { text: lines.join("\n"), tbt: ms(tbt), cpuBlocking: ms(cpuBlocking) };
}

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};

/** The sampled CPU profile: self time per function (with its file) inside the long tasks. */
function profileLines(events: TraceEvent[], long: TraceEvent[], origin: number, pid: number): string[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  for (const chunk of events.filter((e) => e.name === "ProfileChunk")) {
    const data = chunk.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  }
  // Samples are per profile (thread); the main thread's profile is the one with the most.
  const byProfile = new Map<string, { ts: number; node: number }[]>();
  const profileStart = new Map<string, number>();
  for (const e of events.filter((e) => e.name === "Profile"))
    profileStart.set(
      String((e as { id?: string }).id),
      (e.args?.data as { startTime?: number })?.startTime ?? e.ts,
    );
  for (const chunk of events.filter((e) => e.name === "ProfileChunk")) {
    const id = String((chunk as { id?: string }).id);
    const data = chunk.args?.data as
      { cpuProfile?: { samples?: number[] }; timeDeltas?: number[] } | undefined;
    const list = byProfile.get(id) ?? [];
    let ts = list.at(-1)?.ts ?? profileStart.get(id) ?? 0;
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      list.push({ ts, node });
    });
    byProfile.set(id, list);
  }
  const pidOf = new Map(
    events.filter((e) => e.name === "Profile").map((e) => [String((e as { id?: string }).id), e.pid]),
  );
  samples.push(
    ...([...byProfile]
      .filter(([id]) => pidOf.get(id) === pid)
      .sort((a, b) => b[1].length - a[1].length)[0]?.[1] ?? []),
  );
  const lines: string[] = [];
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    if (inTask.length < 5) continue;
    const self = new Map<string, number>();
    const stacks = new Map<string, number>();
    for (let i = 0; i < inTask.length; i += 1) {
      const weight = (inTask[i + 1]?.ts ?? end) - inTask[i]!.ts;
      const node = nodes.get(inTask[i]!.node);
      const frame = node?.callFrame;
      const key = `${frame?.functionName || "(anon)"}@${(frame?.url ?? "").replace(/^.*\//, "")}:${frame?.lineNumber ?? ""}`;
      self.set(key, (self.get(key) ?? 0) + weight);
      // The first app-level frames up the stack (component names survive minification poorly).
      const chain: string[] = [];
      let current = node;
      while (current && chain.length < 40) {
        if (current.callFrame.functionName) chain.push(current.callFrame.functionName);
        current = current.parent !== undefined ? nodes.get(current.parent) : undefined;
      }
      const stackKey = chain.slice(0, 6).join(" < ");
      stacks.set(stackKey, (stacks.get(stackKey) ?? 0) + weight);
    }
    lines.push(`    profile of task at ${((task.ts - origin) / 1000).toFixed(0)} ms: top self time`);
    for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8))
      lines.push(`      ${(us / 1000).toFixed(1)} ms ${key}`);
    for (const [key, us] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 5))
      lines.push(`      stack ${(us / 1000).toFixed(1)} ms ${key}`);
  }
  return lines;
}

async function main() {
  const tbts: number[] = [];
  const cpuBlockings: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const events = await traceOnce();
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
    const { text, tbt, cpuBlocking } = analyse(events);
    tbts.push(tbt);
    cpuBlockings.push(cpuBlocking);
    console.log(text);
  }
  const sorted = [...tbts].sort((a, b) => a - b);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `CPU-time blocking ms per run: ${cpuBlockings.map((v) => v.toFixed(0)).join(" ")}; median ${median(cpuBlockings).toFixed(0)}`,
  );
  console.log(
    `blocking ms per run: ${tbts.map((v) => v.toFixed(0)).join(" ")}; median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
