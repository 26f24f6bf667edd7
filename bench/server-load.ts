// Server-side rendering under load for the benchmarks: requests per second over keep-alive
// connections, the server's peak memory meanwhile, and how heavy a page's HTML is.
import http from "node:http";
import { cpuTimeMs, origin, residentMb } from "./bench-server";

/**
 * Requests per second answered for `pathname` by `connections` keep-alive connections, each sending
 * its next request as soon as the last answer is read, for `seconds`. Bodies are asked for
 * compressed (as a browser asks) and not decompressed. `failed` counts answers other than 200.
 * Given the server's pid, also the server's CPU time per answer: the figure to compare between two
 * builds on a machine that is not quiet.
 */
export async function throughput(
  pathname: string,
  { connections, seconds, serverPid }: { connections: number; seconds: number; serverPid?: number },
): Promise<{ perSecond: number; failed: number; cpuMsPerRequest: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(
          `${origin}${pathname}`,
          { agent, headers: { "accept-encoding": "gzip, deflate, br" } },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        )
        .on("error", reject);
    });
  // Warm up: every connection open, code paths compiled.
  await Promise.all(Array.from({ length: connections * 2 }, get));
  let answered = 0;
  let failed = 0;
  const cpuBefore = serverPid ? cpuTimeMs(serverPid) : Number.NaN;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const status = await get();
        answered += 1;
        if (status !== 200) failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMsPerRequest = serverPid ? (cpuTimeMs(serverPid) - cpuBefore) / answered : Number.NaN;
  agent.destroy();
  return { perSecond: answered / elapsed, failed, cpuMsPerRequest };
}

/** Samples the resident memory of `pid` every 100 ms until `stop` is called; returns the peak in MB. */
export function watchPeakMemory(pid: number): { stop: () => number } {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, residentMb(pid));
    },
  };
}

/**
 * The uncompressed HTML of a page and how many elements it holds: opening tags counted outside
 * scripts (the streamed loader data is not markup), as a browser would build them.
 */
export async function htmlWeight(pathname: string): Promise<{ bytes: number; elements: number }> {
  const response = await fetch(`${origin}${pathname}`, { headers: { "accept-encoding": "identity" } });
  const html = await response.text();
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script></script>");
  return {
    bytes: Buffer.byteLength(html),
    elements: (markup.match(/<[a-zA-Z][\w-]*/g) ?? []).length,
  };
}
